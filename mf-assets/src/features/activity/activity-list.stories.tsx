import type { AssetActivity } from '@itam/shared/contracts';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ActivityList } from './activity-list';

const at = '2026-02-03T10:15:00.000Z';
const actor = { _id: 'u1', name: 'Priya Nair' };
const asset = { _id: 'a1', name: 'ThinkPad X1', tag: 'DC-000123', deleted: false };
const rows: AssetActivity[] = [
  {
    _id: '1',
    action: 'create',
    entityType: 'asset',
    entityId: 'a1',
    asset,
    actor,
    at,
    before: null,
    after: { name: 'ThinkPad X1', state: 'IN_INVENTORY', price: 120000 },
  },
  {
    _id: '2',
    action: 'assign',
    entityType: 'asset',
    entityId: 'a1',
    asset,
    actor,
    at,
    before: { name: 'ThinkPad X1', state: 'IN_INVENTORY', employee: null },
    after: { name: 'ThinkPad X1', state: 'ASSIGNED', employee: { name: 'Asha Rao' } },
  },
  {
    _id: '3',
    action: 'audit.create',
    entityType: 'asset',
    entityId: 'a1',
    asset,
    actor: null,
    at,
    before: null,
    after: null,
  },
];

/** Activity rows: what, who, when, and each changed field's before and after. */
const meta = {
  title: 'Activity/ActivityList',
  component: ActivityList,
  args: { activities: rows },
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAssets: Story = { args: { showAsset: true } };
export const Empty: Story = { args: { activities: [] } };
export const ManyChanges: Story = {
  args: {
    maxChanges: 2,
    activities: [
      {
        _id: '4',
        action: 'update',
        entityType: 'asset',
        entityId: 'a1',
        asset,
        actor,
        at,
        before: { name: 'Old name', vendor: 'A', model: 'M1', tag: 'T1' },
        after: {
          name: 'A much longer name of the laptop with its docking station and carry case',
          vendor: 'B',
          model: 'M2',
          tag: 'T2',
        },
      },
    ],
  },
};
