/**
 * The remote's one slice, under its id (`marketing`): pricing and devices. Screens read
 * it through the selectors; the shell injects it when the remote registers.
 */
// From redux, not the toolkit: the shell provides the toolkit with only the exports it uses itself.
import { combineReducers } from 'redux';
import {
  devicesReducer,
  initialDevicesState,
  type DevicesState,
} from './features/onboarding/devices.slice';
import {
  initialPricingState,
  pricingReducer,
  type PricingState,
} from './features/pricing/pricing.slice';

export const MARKETING_SLICE_KEY = 'marketing';

export interface MarketingState {
  pricing: PricingState;
  devices: DevicesState;
}

declare module '@itam/shared/store' {
  interface AppState {
    [MARKETING_SLICE_KEY]?: MarketingState;
  }
}

export const marketingReducer = combineReducers({
  pricing: pricingReducer,
  devices: devicesReducer,
});

type WithMarketing = { [MARKETING_SLICE_KEY]?: MarketingState };

export const selectPricing = (state: WithMarketing): PricingState =>
  state.marketing?.pricing ?? initialPricingState;
export const selectDevices = (state: WithMarketing): DevicesState =>
  state.marketing?.devices ?? initialDevicesState;
