import type { AssetActivity } from '@itam/shared/contracts';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { STORY_ACTIVITY } from '../../test-support/story-api';
import { ActivityList } from './activity-list';

/**
 * Activity rows as sentences: who did what to which asset (linked by name and tag), when,
 * and the details, every value formatted as its screen shows it.
 */
const meta = {
  title: 'Activity/ActivityList',
  component: ActivityList,
  args: { activities: STORY_ACTIVITY, showAsset: true },
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** On the asset's own page: its name without a link to itself. */
export const OnTheAssetsPage: Story = { args: { showAsset: false } };
export const Empty: Story = { args: { activities: [] } };
const edited: AssetActivity = {
  ...STORY_ACTIVITY[2]!,
  asset: {
    _id: 'a1',
    name: 'A much longer name of the laptop with its docking station and carry case',
    tag: 'DC-000123-LONG',
    deleted: false,
  },
  before: { name: 'Old name', vendor: 'A', model: 'M1', tag: 'T1', price: 1000 },
  after: { name: 'New name', vendor: 'B', model: 'M2', tag: 'T2', price: 1250.5 },
};
/** Long names wrap; beyond `maxChanges` the rest is counted. */
export const ManyChanges: Story = { args: { maxChanges: 2, activities: [edited] } };
