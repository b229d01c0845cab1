import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fail } from '../../test-support/fake-api';
import { STORY_COMPUTERS, STORY_REVIEW } from '../../test-support/agent-fixtures';
import { never, withFakeApi } from '../../test-support/story-api';
import DevicesScreen from './devices-screen';

const reviews = (items = [STORY_REVIEW]) => ({
  type: 'success',
  items,
  total: items.length,
  pageNumber: 0,
  limit: 50,
});

/** `/devices`: the agent's computers by health, with the review queue below. */
const meta = {
  title: 'Diagnostics/DevicesScreen',
  component: DevicesScreen,
  parameters: { app: { route: '/devices' } },
  beforeEach: withFakeApi((api) =>
    api
      .on('GET', '/agent-computers', () => STORY_COMPUTERS)
      .on('GET', '/agent-reviews', () => reviews())
      .on('GET', '/assets/get-assets', () => ({
        type: 'success',
        assets: [],
        totalAssetsCount: 0,
        limit: 20,
        pageNumber: 0,
      })),
  ),
} satisfies Meta<typeof DevicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A computer at each level, one revoked, one waiting for review. */
export const Default: Story = {};
/** Still loading. */
export const Loading: Story = {
  beforeEach: withFakeApi((api) =>
    api.on('GET', '/agent-computers', never).on('GET', '/agent-reviews', never),
  ),
};
/** No computer enrolled yet, nothing to review. */
export const Empty: Story = {
  beforeEach: withFakeApi((api) =>
    api
      .on('GET', '/agent-computers', () => ({
        ...STORY_COMPUTERS,
        items: [],
        total: 0,
        byHealth: { good: 0, warning: 0, critical: 0, unknown: 0 },
      }))
      .on('GET', '/agent-reviews', () => reviews([])),
  ),
};
/** The list could not be loaded. */
export const LoadFailed: Story = {
  beforeEach: withFakeApi((api) =>
    api
      .on('GET', '/agent-computers', () =>
        fail(400, { type: 'error', error: 'The server refused the filters' }),
      )
      .on('GET', '/agent-reviews', () => reviews()),
  ),
};
