import { MARKETING_ERRORS } from '@itam/shared/contracts';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { marketingReducer, MARKETING_SLICE_KEY } from '../../marketing.store';
import { initialDevicesState } from '../onboarding/devices.slice';
import { initialPricingState, type PricingState } from './pricing.slice';
import './pricing-content';
import { VerificationPanel } from './verification-panel';

const withVerification = (verification: PricingState['verification']) => ({
  app: {
    reducers: { [MARKETING_SLICE_KEY]: marketingReducer },
    preloadedState: {
      [MARKETING_SLICE_KEY]: {
        pricing: { ...initialPricingState, verification },
        devices: initialDevicesState,
      },
    },
  },
});

const paid = {
  type: 'success' as const,
  order: {
    _id: 'o1',
    reference: 'OR-261121-ABCDEF',
    status: 'paid' as const,
    needsShipping: false,
    billingCycle: 'yearly' as const,
    amountPaise: 4999000,
  },
  subscription: { start: '2026-11-21', end: '2027-11-20', modules: ['asset-management'] },
};

/** The outcome of a payment provider's return on the pricing screen. */
const meta = {
  title: 'Pricing/VerificationPanel',
  component: VerificationPanel,
  render: () => (
    <div className="mk">
      <VerificationPanel />
    </div>
  ),
} satisfies Meta<typeof VerificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  parameters: withVerification({ status: 'verifying', result: null, error: null }),
};

export const Paid: Story = {
  parameters: withVerification({ status: 'verified', result: paid, error: null }),
};

export const PaidWithDevices: Story = {
  parameters: withVerification({
    status: 'verified',
    result: { ...paid, order: { ...paid.order, needsShipping: true } },
    error: null,
  }),
};

export const AlreadyVerified: Story = {
  parameters: withVerification({
    status: 'failed',
    result: null,
    error: { status: 409, message: MARKETING_ERRORS.paymentAlreadyVerified },
  }),
};

export const Forged: Story = {
  parameters: withVerification({
    status: 'failed',
    result: null,
    error: { status: 400, message: MARKETING_ERRORS.paymentNotVerified },
  }),
};
