import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SubscriptionRequiredModal } from './subscription-required-modal';

/** The non-closable 'Subscription Required' dialog of the subscription gate, in its variants. */
const meta = {
  title: 'Status/SubscriptionRequiredModal',
  component: SubscriptionRequiredModal,
  args: { reason: 'required', onSubscribe: fn(), onLogout: fn() },
  parameters: {
    // An open modal covers the page: each story of the docs page gets its own frame.
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof SubscriptionRequiredModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company never subscribed (LICENSE_REQUIRED), read by an administrator. */
export const Required: Story = {
  args: {
    summary: {
      licenseCode: 'LICENSE_REQUIRED',
      modules: [],
      start: null,
      end: null,
      billingCycle: null,
      canPurchase: true,
      purchasers: [],
    },
  },
};

/** The subscription ended (LICENSE_EXPIRED), read by a user who must ask an administrator. */
export const Expired: Story = {
  args: {
    reason: 'expired',
    summary: {
      licenseCode: 'LICENSE_EXPIRED',
      modules: ['asset-management', 'incident-management'],
      start: '2025-10-01',
      end: '2026-09-30',
      billingCycle: 'yearly',
      canPurchase: false,
      purchasers: [{ name: 'Asha Rao', email: 'asha@example.test' }],
    },
  },
};

/** Before the plan is read: the specification's message alone. */
export const Loading: Story = { args: { reason: 'expired', summary: null } };

/** The subscription ended, read by the company's administrator: its data can be downloaded. */
export const ExpiredForAdministrator: Story = {
  args: {
    reason: 'expired',
    onExport: fn(async () => undefined),
    summary: {
      licenseCode: 'LICENSE_EXPIRED',
      modules: ['asset-management'],
      start: '2025-10-01',
      end: '2026-09-30',
      billingCycle: 'monthly',
      canPurchase: true,
      purchasers: [],
    },
  },
};
