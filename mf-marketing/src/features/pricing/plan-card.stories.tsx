import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PlanCard } from './plan-card';
import './pricing-content';

const plan = {
  id: 'asset-management-monthly',
  module: 'asset-management',
  billingCycle: 'monthly',
  amountPaise: 499900,
  currency: 'INR',
} as const;

/** One module's plan in the chosen cycle; the checkbox puts it in the order. */
const meta = {
  title: 'Pricing/PlanCard',
  component: PlanCard,
  args: {
    module: 'asset-management',
    plan,
    billingCycle: 'monthly',
    selected: false,
    onToggle: fn(),
  },
  render: (args) => (
    <ul className="mk mk-grid" style={{ listStyle: 'none', padding: 0, maxWidth: 320 }}>
      <PlanCard {...args} />
    </ul>
  ),
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {};

export const YearlySelected: Story = {
  args: {
    billingCycle: 'yearly',
    selected: true,
    plan: { ...plan, id: 'asset-management-yearly', billingCycle: 'yearly', amountPaise: 4999000 },
  },
};

/** A module without a plan in this cycle cannot be chosen. */
export const NotOnSale: Story = { args: { module: 'it-services', plan: undefined } };
