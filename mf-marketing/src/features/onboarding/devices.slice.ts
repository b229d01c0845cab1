/** The device catalogue (for onboarding and for orders) and the visitor's onboarding selection. */
import type { CatalogueDevice } from '@itam/shared/contracts';
import { createSlice, type PayloadAction } from '@itam/shared/store';
import type { LoadStatus } from '../pricing/pricing.slice';

export interface DevicesState {
  catalogue: { status: LoadStatus; items: CatalogueDevice[] };
  /** Units per device id chosen on /onboarding/device-selection. */
  selection: Record<string, number>;
}

export const initialDevicesState: DevicesState = {
  catalogue: { status: 'idle', items: [] },
  selection: {},
};

const devicesSlice = createSlice({
  name: 'marketing/devices',
  initialState: initialDevicesState,
  reducers: {
    devicesRequested(state) {
      if (state.catalogue.status !== 'loaded') state.catalogue.status = 'loading';
    },
    devicesLoaded(state, action: PayloadAction<CatalogueDevice[]>) {
      state.catalogue = { status: 'loaded', items: action.payload };
    },
    devicesLoadFailed(state) {
      state.catalogue.status = 'failed';
    },
    deviceSelected(state, action: PayloadAction<{ deviceId: string; quantity: number }>) {
      const { deviceId, quantity } = action.payload;
      if (quantity > 0) state.selection[deviceId] = quantity;
      else delete state.selection[deviceId];
    },
    selectionCleared(state) {
      state.selection = {};
    },
  },
});

export const {
  devicesRequested,
  devicesLoaded,
  devicesLoadFailed,
  deviceSelected,
  selectionCleared,
} = devicesSlice.actions;
export const devicesReducer = devicesSlice.reducer;
