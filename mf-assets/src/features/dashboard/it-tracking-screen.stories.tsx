import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EMPTY_DASHBOARD, withDashboard } from '../../test-support/story-api';
import ItTrackingScreen from './it-tracking-screen';

/**
 * `/dashboard/it-tracking`: assets by state group and by branch (the dashboard's frame and
 * cards). The error state (logged, so not a story) is in dashboard-frame.test.tsx.
 */
const meta = {
  title: 'Dashboard/ItTrackingScreen',
  component: ItTrackingScreen,
  beforeEach: withDashboard(),
} satisfies Meta<typeof ItTrackingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { beforeEach: withDashboard('never') };
/** A company without assets. */
export const Empty: Story = { beforeEach: withDashboard(EMPTY_DASHBOARD) };
/** A role without asset.view sees no figures. */
export const NotAllowed: Story = { globals: { role: 'none' } };
