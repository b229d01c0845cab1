import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fakeExitPage } from '../../test-support/fixtures';
import { never, withExitsApi } from '../../test-support/story-api';
import AuthoritySignScreen from './authority-sign-screen';

/** `/authority-sign`: exits every department signed, the authority's drawn signature. */
const meta = {
  title: 'Exit signoff/AuthoritySignScreen',
  component: AuthoritySignScreen,
  parameters: { app: { route: '/authority-sign' } },
  beforeEach: withExitsApi(),
} satisfies Meta<typeof AuthoritySignScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One exit awaiting the authority. */
export const Default: Story = {};
/** Still loading. */
export const Loading: Story = {
  beforeEach: withExitsApi((api) => api.on('GET', '/exits', never)),
};
/** Nothing awaits the authority. */
export const Empty: Story = {
  beforeEach: withExitsApi((api) =>
    api.on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([]) })),
  ),
};
/** A role that may not sign clearances. */
export const NotAllowed: Story = { globals: { role: 'none' } };
