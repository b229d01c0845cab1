import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EMPTY_DASHBOARD, withDashboard } from '../../test-support/story-api';
import DashboardScreen from './dashboard-screen';

/** `/dashboard`: counts, warranties, SVG charts and recent activity (light antd only). */
const meta = {
  title: 'Dashboard/DashboardScreen',
  component: DashboardScreen,
  beforeEach: withDashboard(),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { beforeEach: withDashboard('never') };
/** A company without assets. */
export const Empty: Story = { beforeEach: withDashboard(EMPTY_DASHBOARD) };
/** A viewer without asset.view sees no figures. */
export const NotAllowed: Story = { globals: { role: 'none' } };
