import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BarChart } from './bar-chart';

/** Horizontal bars with labels, values and a hidden data table, or links (the dashboard's charts). */
const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: {
    title: 'Assets by type',
    labelHeader: 'Type',
    valueHeader: 'Assets',
    emptyText: 'No data yet',
    data: [
      { label: 'Laptop', value: 812 },
      { label: 'Desktop', value: 301 },
      { label: 'Monitor', value: 455 },
      { label: 'Phone', value: 120 },
    ],
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { data: [] } };
/** Each bar opens the list of its assets (the dashboard's bars). */
export const Linked: Story = {
  args: {
    valueHeader: 'assets',
    data: [
      { label: 'Laptop', value: 812, href: '/assets?assetTypeId=t1' },
      { label: 'Monitor', value: 455, href: '/assets?assetTypeId=t2' },
      { label: 'Unspecified', value: 12, href: '/assets?assetTypeId=none' },
    ],
  },
};
export const LongLabels: Story = {
  args: {
    data: [
      { label: 'Bengaluru Whitefield Technology Park, Tower B', value: 1200 },
      { label: 'Pune', value: 3 },
      { label: 'A zero bar', value: 0 },
    ],
  },
};
export const Money: Story = {
  args: {
    title: 'Book value by year',
    data: [
      { label: 'Year 1', value: 75000 },
      { label: 'Year 2', value: 50000 },
      { label: 'Year 3', value: 25000 },
    ],
    format: (value: number) => `₹${new Intl.NumberFormat('en-IN').format(value)}`,
  },
};
