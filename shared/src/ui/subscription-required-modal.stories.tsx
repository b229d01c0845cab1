import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SubscriptionRequiredModal } from './subscription-required-modal';

/** The non-closable 'Subscription Required' dialog of the subscription gate, in its two variants. */
const meta = {
  title: 'Status/SubscriptionRequiredModal',
  component: SubscriptionRequiredModal,
  args: { reason: 'required', onSubscribe: fn() },
  parameters: {
    // An open modal covers the page: each story of the docs page gets its own frame.
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof SubscriptionRequiredModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company never subscribed (LICENSE_REQUIRED). */
export const Required: Story = {};

/** The subscription ended (LICENSE_EXPIRED). */
export const Expired: Story = { args: { reason: 'expired' } };
