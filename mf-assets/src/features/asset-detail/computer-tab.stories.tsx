import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { agentId, fakeComputer, fakeComputerDetail } from '../../test-support/agent-fixtures';
import { withFakeApi } from '../../test-support/story-api';
import { ComputerTab } from './computer-tab';

const list = (found: boolean) => ({
  type: 'success',
  items: found ? [fakeComputer(4)] : [],
  total: found ? 1 : 0,
  pageNumber: 0,
  limit: 1,
  byHealth: { good: 0, warning: 1, critical: 0, unknown: 0 },
});

/** The asset's Computer tab: the agent's latest report, sections by the role's views. */
const meta = {
  title: 'Assets/ComputerTab',
  component: ComputerTab,
  args: { assetId: '00000000-0000-4000-8000-000000000004' },
  beforeEach: withFakeApi((api) =>
    api
      .on('GET', '/agent-computers', () => list(true))
      .on('GET', `/agent-computers/${agentId(4)}`, () => fakeComputerDetail(4)),
  ),
} satisfies Meta<typeof ComputerTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section (a role with every view). */
export const Default: Story = {};
/** No agent reports for this asset. */
export const NoComputer: Story = {
  beforeEach: withFakeApi((api) => api.on('GET', '/agent-computers', () => list(false))),
};
