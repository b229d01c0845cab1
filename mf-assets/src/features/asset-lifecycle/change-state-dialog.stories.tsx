import type { AssetDetail } from '@itam/shared/contracts';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { fakeAsset } from '../../test-support/fake-api';
import { withFakeApi } from '../../test-support/story-api';
import { ChangeStateDialog } from './change-state-dialog';

function detail(state: AssetDetail['state']): AssetDetail {
  return {
    ...fakeAsset(1, { state, name: 'ThinkPad X1' }),
    description: null,
    warrantyEndDate: null,
    depreciation: null,
    comments: [],
    assignment: null,
    disposal: null,
    updatedAt: '2026-01-15T10:00:00.000Z',
  };
}

/**
 * Change state: SPEC's second list with its disabled entries; targets the transition table
 * forbids from the current state are greyed out with the reason (open the list to see).
 */
const meta = {
  title: 'Assets/ChangeStateDialog',
  component: ChangeStateDialog,
  beforeEach: withFakeApi(),
  args: { asset: detail('IN_INVENTORY'), open: true, onClose: fn(), onDone: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof ChangeStateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromInventory: Story = {};
export const FromDead: Story = { args: { asset: detail('DEAD') } };
export const FromPendingDisposal: Story = { args: { asset: detail('PENDING_DISPOSAL') } };
