import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DonutChart } from './donut-chart';

/** An SVG donut with the total inside and a legend of labels, values and shares. */
const meta = {
  title: 'Charts/DonutChart',
  component: DonutChart,
  args: {
    title: 'Assets by state',
    labelHeader: 'State',
    valueHeader: 'Assets',
    totalLabel: 'assets',
    emptyText: 'No data yet',
    data: [
      { label: 'Assigned', value: 920 },
      { label: 'In Inventory', value: 400 },
      { label: 'In Repair', value: 100 },
      { label: 'Retired', value: 120 },
      { label: 'Disposed', value: 40 },
    ],
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { data: [{ label: 'Assigned', value: 0 }] } };
/** Each legend entry (and slice) opens the list of its assets. */
export const Linked: Story = {
  args: {
    data: [
      { label: 'Assigned', value: 920, href: '/assets?states=ASSIGNED' },
      { label: 'In Inventory', value: 400, href: '/assets?states=IN_INVENTORY' },
      { label: 'Lost', value: 40, href: '/assets?states=LOST' },
    ],
  },
};
export const OneSlice: Story = { args: { data: [{ label: 'Assigned', value: 12 }] } };
export const LongLabels: Story = {
  args: {
    data: [
      { label: 'With the employee who signed the hand-over form', value: 7 },
      { label: 'Waiting at the central IT store for re-imaging', value: 5 },
    ],
  },
};
