import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { never, STORY_ACTIVITY, withFakeApi } from '../../test-support/story-api';
import ActivityInfoScreen from './activity-info-screen';

const people = { type: 'success', actors: [{ _id: 'u1', name: 'Priya Nair' }] };

/** `/activity-info`: the company's log as sentences, filtered by who, what and when (in the URL). */
const meta = {
  title: 'Activity/ActivityInfoScreen',
  component: ActivityInfoScreen,
  beforeEach: withFakeApi((api) =>
    api
      .on('GET', '/activity', () => ({
        type: 'success',
        activities: STORY_ACTIVITY,
        total: STORY_ACTIVITY.length,
      }))
      .on('GET', '/activity/actors', () => people),
  ),
} satisfies Meta<typeof ActivityInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Opened from a bookmark: who, what and when already chosen. */
export const Filtered: Story = {
  parameters: {
    app: {
      route:
        '/activity-info?actorId=10000000-0000-4000-8000-0000000000aa&action=assign,dispose&from=2026-02-01&to=2026-02-09',
    },
  },
};
/** Filters that match nothing. */
export const NothingMatches: Story = {
  parameters: { app: { route: '/activity-info?action=image.upload' } },
  beforeEach: withFakeApi((api) =>
    api
      .on('GET', '/activity', () => ({ type: 'success', activities: [], total: 0 }))
      .on('GET', '/activity/actors', () => people),
  ),
};
/** A range that ends before it starts: the end is ignored, and the screen says so. */
export const BackwardsRange: Story = {
  parameters: { app: { route: '/activity-info?from=2026-02-09&to=2026-02-01' } },
};
export const Loading: Story = {
  beforeEach: withFakeApi((api) =>
    api.on('GET', '/activity', never).on('GET', '/activity/actors', never),
  ),
};
/** A role without the organisation's activity permission. */
export const NotAllowed: Story = { globals: { role: 'viewer' } };
