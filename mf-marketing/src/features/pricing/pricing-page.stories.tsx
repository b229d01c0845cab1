import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { marketingReducer, MARKETING_SLICE_KEY } from '../../marketing.store';
import { FAKE_DEVICES, FAKE_PLANS, withSubscription } from '../../test-support/fake-api';
import { initialDevicesState } from '../onboarding/devices.slice';
import { initialPricingState, type PricingState } from './pricing.slice';
import { PricingPage } from './pricing-page';

const state = (pricing: Partial<PricingState>, devicesLoaded = true) => ({
  app: {
    reducers: { [MARKETING_SLICE_KEY]: marketingReducer },
    preloadedState: {
      [MARKETING_SLICE_KEY]: {
        pricing: { ...initialPricingState, ...pricing },
        devices: devicesLoaded
          ? { ...initialDevicesState, catalogue: { status: 'loaded', items: FAKE_DEVICES } }
          : initialDevicesState,
      },
    },
    route: '/pricing',
  },
});
const loaded = { plans: { status: 'loaded' as const, items: FAKE_PLANS } };

/** The pricing screen in its states (no saga runs here: what the store holds is what shows). */
const meta = {
  title: 'Pricing/PricingPage',
  component: PricingPage,
  args: { screenKey: 'pricing' },
  parameters: { layout: 'fullscreen' },
  // A member's page reads the company's current plan.
  beforeEach: withSubscription(),
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: state({ plans: { status: 'loading', items: [] } }) };

export const Member: Story = { parameters: state(loaded) };

export const MemberYearlyWithDevices: Story = {
  parameters: state({
    ...loaded,
    billingCycle: 'yearly',
    deviceQuantities: { 'latitude-3540': 5 },
  }),
};

export const Visitor: Story = {
  parameters: {
    app: {
      ...state(loaded, false).app,
      session: { isLoggedIn: false, user: null, companyRoles: [] },
    },
  },
};

export const LoadFailed: Story = { parameters: state({ plans: { status: 'failed', items: [] } }) };

/** A member whose company's plan ended, and who must ask an administrator to renew it. */
export const MemberPlanEnded: Story = {
  parameters: state(loaded),
  beforeEach: withSubscription({
    licenseCode: 'LICENSE_EXPIRED',
    modules: ['asset-management'],
    start: '2025-01-01',
    end: '2025-12-31',
    billingCycle: 'yearly',
    canPurchase: false,
    purchasers: [{ name: 'Asha Rao', email: 'asha@example.test' }],
  }),
};
