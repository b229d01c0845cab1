import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { OrderSummary } from './order-summary';
import './pricing-content';

/** The order's total and the way on: pay (members) or log in / register (visitors). */
const meta = {
  title: 'Pricing/OrderSummary',
  component: OrderSummary,
  args: {
    items: 2,
    totalPaise: 749800,
    isLoggedIn: true,
    busy: null,
    error: null,
    onSubscribe: fn(),
  },
  render: (args) => (
    <div className="mk">
      <OrderSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};

export const Visitor: Story = { args: { isLoggedIn: false } };

export const NothingChosen: Story = { args: { items: 0, totalPaise: 0 } };

export const Redirecting: Story = { args: { busy: 'redirecting' } };

export const Forbidden: Story = {
  args: { error: { status: 403, message: 'You do not have permission to do this' } },
};

export const Offline: Story = { args: { error: { status: 0, message: 'Network Error' } } };
