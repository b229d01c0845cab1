import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ASSET_SELECTABLE_COLUMNS } from './asset-columns';
import { AssetListToolbar } from './asset-list-toolbar';
import { INITIAL_ASSET_QUERY } from './assets.slice';

const locations = [
  { _id: 'l1', branchId: 'PUN-1', name: 'Pune', city: 'Pune' },
  { _id: 'l2', branchId: 'BLR-1', name: 'Bengaluru', city: 'Bengaluru' },
];

/** Search, filters, paging style and column chooser above the asset list. */
const meta = {
  title: 'Assets/AssetListToolbar',
  component: AssetListToolbar,
  args: {
    query: INITIAL_ASSET_QUERY,
    onSearchTyped: fn(),
    onQueryChange: fn(),
    pagingMode: 'pages',
    onPagingModeChange: fn(),
    columns: ASSET_SELECTABLE_COLUMNS,
    onColumnsChange: fn(),
    onColumnsReset: fn(),
    assetTypes: [
      { _id: 't1', name: 'Laptop' },
      { _id: 't2', name: 'Monitor' },
    ],
    locations,
  },
} satisfies Meta<typeof AssetListToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Filters set ('No type' among the types): 'Clear filters' appears. */
export const Filtered: Story = {
  args: {
    query: {
      ...INITIAL_ASSET_QUERY,
      search: 'thinkpad',
      states: ['ASSIGNED', 'IN_REPAIR'],
      assetTypeId: ['t1', 'none'],
      officeId: ['l2'],
    },
  },
};
/** Opened from the dashboard's 'Warranties ending within 45 days' (a window not offered): it is listed too. */
export const WarrantyEnding: Story = {
  args: { query: { ...INITIAL_ASSET_QUERY, warrantyEndsWithinDays: 45 } },
};
export const LoadMore: Story = { args: { pagingMode: 'load-more' } };
/** A state view (In stock, Archive): no state filter. */
export const FixedStates: Story = { args: { fixedStates: true } };
export const NoDropdownData: Story = { args: { assetTypes: [], locations: [] } };
