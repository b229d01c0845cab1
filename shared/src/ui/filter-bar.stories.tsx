import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button } from '../antd';
import { Input, Select } from '../antd/data';
import { SearchOutlined } from '../antd/icons';
import { FilterBar } from './filter-bar';

const controls = (
  <>
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      aria-label="Search assets"
      placeholder="Search by name, tag or serial"
      style={{ width: 260 }}
    />
    <Select
      aria-label="Filter by state"
      placeholder="All states"
      allowClear
      style={{ minWidth: 180 }}
      options={[
        { value: 'ASSIGNED', label: 'Assigned' },
        { value: 'IN_INVENTORY', label: 'In Inventory' },
        { value: 'IN_REPAIR', label: 'In Repair' },
      ]}
    />
    <Select
      aria-label="Filter by branch"
      placeholder="All branches"
      allowClear
      style={{ minWidth: 160 }}
      options={[{ value: 'blr', label: 'Bengaluru' }]}
    />
  </>
);

/** Filters above a list: the screen brings the controls, the bar the count, Reset, spinner and actions. */
const meta = {
  title: 'Lists/FilterBar',
  component: FilterBar,
  args: {
    label: 'Search and filter assets',
    children: controls,
    onReset: fn(),
    extra: <Button>Columns</Button>,
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter set. */
export const Default: Story = {};

/** Two filters set: the count and Reset show. */
export const Active: Story = { args: { activeCount: 2 } };

/** The list reloads for the new filters. */
export const Loading: Story = { args: { activeCount: 1, loading: true } };

/** The list cannot load: every control is disabled. */
export const Disabled: Story = { args: { activeCount: 1, disabled: true } };

/** Many controls wrap onto several lines. */
export const LongText: Story = {
  args: {
    activeCount: 12,
    label:
      'Search and filter the asset register of every branch by state, type, department, vendor and warranty',
    children: (
      <>
        {controls}
        {[
          'Department',
          'Vendor',
          'Warranty ends',
          'Purchase order',
          'Operating system',
          'Assigned employee',
        ].map((name) => (
          <Select
            key={name}
            aria-label={`Filter by ${name.toLowerCase()}`}
            placeholder={`All ${name.toLowerCase()} values`}
            style={{ minWidth: 200 }}
            options={[]}
          />
        ))}
      </>
    ),
  },
};
