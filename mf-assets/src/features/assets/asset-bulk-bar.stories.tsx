import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AssetBulkBar } from './asset-bulk-bar';

const idle = { status: 'idle' as const, action: null, updated: 0, failed: 0, error: null };

/** Actions on the selected rows (delete, set state), each confirmed, and their outcome. */
const meta = {
  title: 'Assets/AssetBulkBar',
  component: AssetBulkBar,
  args: {
    selectedCount: 3,
    canDelete: true,
    canEdit: true,
    bulk: idle,
    onDelete: fn(),
    onSetState: fn(),
    onClearSelection: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof AssetBulkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {};
export const Pending: Story = { args: { bulk: { ...idle, status: 'pending', action: 'delete' } } };
export const Done: Story = {
  args: {
    selectedCount: 0,
    bulk: { ...idle, status: 'done', action: 'set-state', updated: 12, failed: 0 },
  },
};
export const PartlyFailed: Story = {
  args: {
    selectedCount: 0,
    bulk: { ...idle, status: 'done', action: 'set-state', updated: 9, failed: 3 },
  },
};
export const Failed: Story = {
  args: {
    bulk: {
      ...idle,
      status: 'failed',
      action: 'delete',
      error: 'The server could not be reached. Check your connection and try again later, please.',
    },
  },
};
/** Delete only (no asset.edit). */
export const DeleteOnly: Story = { args: { canEdit: false } };
/** A role that prints labels: two of the three selected have a tag. */
export const PrintLabels: Story = { args: { labelIds: ['a1', 'a2'] } };
/** Labels only: a role that may print labels but not change or delete assets. */
export const LabelsOnly: Story = {
  args: { canEdit: false, canDelete: false, labelIds: ['a1', 'a2', 'a3'] },
};
