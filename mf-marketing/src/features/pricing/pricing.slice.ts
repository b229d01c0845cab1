/**
 * The pricing screen's state: the plans, the chosen billing cycle, modules and devices of
 * the order, the checkout (order → payment page) and the verification of a payment
 * provider's return. Actions are past-tense events; the pricing saga makes the calls.
 */
import type { BillingCycle, CompanyModule, Plan } from '@itam/shared/contracts';
import { createSlice, type PayloadAction } from '@itam/shared/store';
import type { VerifiedOrder } from './api/verify-order';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A failed call as the screen needs it: the HTTP status (0 offline) and the server's text. */
export interface CallError {
  status: number;
  message: string;
}

export interface OrderChoice {
  billingCycle: BillingCycle;
  modules: CompanyModule[];
  devices: { deviceId: string; quantity: number }[];
}

export interface PricingState {
  plans: { status: LoadStatus; items: Plan[] };
  billingCycle: BillingCycle;
  /** null until the visitor changes the selection (the company's own modules are the default). */
  selectedModules: CompanyModule[] | null;
  /** Devices added to the order, by catalogue id. */
  deviceQuantities: Record<string, number>;
  checkout: { status: 'idle' | 'creating' | 'redirecting' | 'failed'; error: CallError | null };
  verification: {
    status: 'idle' | 'verifying' | 'verified' | 'failed';
    result: VerifiedOrder | null;
    error: CallError | null;
  };
}

export const initialPricingState: PricingState = {
  plans: { status: 'idle', items: [] },
  billingCycle: 'monthly',
  selectedModules: null,
  deviceQuantities: {},
  checkout: { status: 'idle', error: null },
  verification: { status: 'idle', result: null, error: null },
};

const pricingSlice = createSlice({
  name: 'marketing/pricing',
  initialState: initialPricingState,
  reducers: {
    plansRequested(state) {
      if (state.plans.status !== 'loaded') state.plans.status = 'loading';
    },
    plansLoaded(state, action: PayloadAction<Plan[]>) {
      state.plans = { status: 'loaded', items: action.payload };
    },
    plansLoadFailed(state) {
      state.plans.status = 'failed';
    },
    billingCycleChosen(state, action: PayloadAction<BillingCycle>) {
      state.billingCycle = action.payload;
    },
    modulesChosen(state, action: PayloadAction<CompanyModule[]>) {
      state.selectedModules = action.payload;
    },
    deviceQuantityChanged(state, action: PayloadAction<{ deviceId: string; quantity: number }>) {
      const { deviceId, quantity } = action.payload;
      if (quantity > 0) state.deviceQuantities[deviceId] = quantity;
      else delete state.deviceQuantities[deviceId];
    },
    checkoutRequested(state, _action: PayloadAction<OrderChoice>) {
      state.checkout = { status: 'creating', error: null };
    },
    /** The order exists; the browser is leaving for the payment page. */
    checkoutRedirected(state) {
      state.checkout.status = 'redirecting';
    },
    checkoutFailed(state, action: PayloadAction<CallError>) {
      state.checkout = { status: 'failed', error: action.payload };
    },
    verificationRequested(state, _action: PayloadAction<Record<string, string>>) {
      state.verification = { status: 'verifying', result: null, error: null };
    },
    verificationSucceeded(state, action: PayloadAction<VerifiedOrder>) {
      state.verification = { status: 'verified', result: action.payload, error: null };
    },
    verificationFailed(state, action: PayloadAction<CallError>) {
      state.verification = { status: 'failed', result: null, error: action.payload };
    },
  },
});

export const {
  plansRequested,
  plansLoaded,
  plansLoadFailed,
  billingCycleChosen,
  modulesChosen,
  deviceQuantityChanged,
  checkoutRequested,
  checkoutRedirected,
  checkoutFailed,
  verificationRequested,
  verificationSucceeded,
  verificationFailed,
} = pricingSlice.actions;

export const pricingReducer = pricingSlice.reducer;
