import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { never, STORY_DASHBOARD, withFakeApi } from '../../test-support/story-api';
import DashboardScreen from './dashboard-screen';

/** `/dashboard`: counts, warranties, SVG charts and recent activity (light antd only). */
const meta = {
  title: 'Dashboard/DashboardScreen',
  component: DashboardScreen,
  beforeEach: withFakeApi((api) =>
    api.on('GET', '/assets/dashboard', () => ({ type: 'success', ...STORY_DASHBOARD })),
  ),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = {
  beforeEach: withFakeApi((api) => api.on('GET', '/assets/dashboard', never)),
};
export const Empty: Story = {
  beforeEach: withFakeApi((api) =>
    api.on('GET', '/assets/dashboard', () => ({
      type: 'success',
      ...STORY_DASHBOARD,
      total: 0,
      byState: [],
      byType: [],
      byBranch: [],
      warrantyExpiring: { d30: 0, d60: 0, d90: 0 },
      recentActivity: [],
    })),
  ),
};
/** A viewer without asset.view sees no figures. */
export const NotAllowed: Story = { globals: { role: 'none' } };
