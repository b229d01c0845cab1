import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FAKE_SUMMARY } from '../../test-support/fixtures';
import { never, withDeskApi } from '../../test-support/story-api';
import IncidentManagementScreen from './incident-management-screen';

/** `/incident-management`: open by priority, breaches, ageing, agent load; the admin's matrix and SLAs. */
const meta = {
  title: 'Incidents/IncidentManagementScreen',
  component: IncidentManagementScreen,
  parameters: { app: { route: '/incident-management' } },
  beforeEach: withDeskApi(),
} satisfies Meta<typeof IncidentManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  beforeEach: withDeskApi((api) => api.on('GET', '/incidents/reports/summary', never)),
};
/** A desk with nothing open. */
export const Quiet: Story = {
  beforeEach: withDeskApi((api) =>
    api.on('GET', '/incidents/reports/summary', () => ({
      type: 'success',
      ...FAKE_SUMMARY,
      openByPriority: FAKE_SUMMARY.openByPriority.map((p) => ({ ...p, count: 0 })),
      ageing: FAKE_SUMMARY.ageing.map((a) => ({ ...a, count: 0 })),
      breaches: { open: 0, firstResponse: 0, resolution: 0 },
      agentLoad: [],
      unassigned: 0,
    })),
  ),
};
export const NotAllowed: Story = { globals: { role: 'none' } };
