/**
 * The asset list (SPEC.md sections 3 and 4): the current page of assets, its number and
 * size, the total count and the filter text. Actions are past-tense events.
 */
import { DEFAULT_ASSET_PAGE_NUMBER, DEFAULT_ASSET_PAGE_SIZE, type AssetListItem } from '@itam/shared/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssetsPage, GetAssetsParams } from './api/get-assets';

export const ASSETS_SLICE_KEY = 'assets';

export interface AssetsState {
  items: AssetListItem[];
  totalAssetsCount: number;
  pageNumber: number;
  limit: number;
  filterText: string;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

declare module '@itam/shared/store' {
  interface AppState {
    [ASSETS_SLICE_KEY]?: AssetsState;
  }
}

export const initialAssetsState: AssetsState = {
  items: [],
  totalAssetsCount: 0,
  pageNumber: DEFAULT_ASSET_PAGE_NUMBER,
  limit: DEFAULT_ASSET_PAGE_SIZE,
  filterText: '',
  status: 'idle',
};

type PageFields = Pick<AssetsPage, 'assets' | 'totalAssetsCount' | 'limit' | 'pageNumber'>;

const assetsSlice = createSlice({
  name: ASSETS_SLICE_KEY,
  initialState: initialAssetsState,
  reducers: {
    assetsPageRequested(state, action: PayloadAction<GetAssetsParams>) {
      state.status = 'loading';
      state.pageNumber = action.payload.pageNumber;
      state.limit = action.payload.limit;
    },
    /** Replace with a page: sets total, limit and page number. */
    assetsPageLoaded(state, action: PayloadAction<PageFields>) {
      const { assets, totalAssetsCount, limit, pageNumber } = action.payload;
      Object.assign(state, { items: assets, totalAssetsCount, limit, pageNumber, status: 'loaded' });
    },
    assetsPageFailed(state) {
      state.status = 'failed';
    },
    /** Replace the list: resets the page number and sets the filter text. */
    assetsListReplaced(state, action: PayloadAction<{ assets: AssetListItem[]; filterText: string }>) {
      state.items = action.payload.assets;
      state.filterText = action.payload.filterText;
      state.pageNumber = DEFAULT_ASSET_PAGE_NUMBER;
    },
    assetsPageAppended(state, action: PayloadAction<AssetListItem[]>) {
      state.items.push(...action.payload);
    },
    assetUpdated(state, action: PayloadAction<AssetListItem>) {
      const index = state.items.findIndex((asset) => asset._id === action.payload._id);
      if (index >= 0) state.items[index] = action.payload;
    },
    assetRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((asset) => asset._id !== action.payload);
    },
    assetsPageAdvanced(state) {
      state.pageNumber += 1;
    },
  },
});

export const {
  assetsPageRequested,
  assetsPageLoaded,
  assetsPageFailed,
  assetsListReplaced,
  assetsPageAppended,
  assetUpdated,
  assetRemoved,
  assetsPageAdvanced,
} = assetsSlice.actions;

export const assetsReducer = assetsSlice.reducer;
