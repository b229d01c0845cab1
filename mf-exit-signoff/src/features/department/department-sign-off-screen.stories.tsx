import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fail, fakeExitPage } from '../../test-support/fixtures';
import { never, withExitsApi } from '../../test-support/story-api';
import DepartmentSignOffScreen from './department-sign-off-screen';

/** `/department-sign-off`: the head's open parts, IT's with its items to recover one by one. */
const meta = {
  title: 'Exit signoff/DepartmentSignOffScreen',
  component: DepartmentSignOffScreen,
  parameters: { app: { route: '/department-sign-off' } },
  beforeEach: withExitsApi(),
} satisfies Meta<typeof DepartmentSignOffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** IT's part of an exit with two assets pending return. */
export const Default: Story = {};
/** Still loading. */
export const Loading: Story = {
  beforeEach: withExitsApi((api) => api.on('GET', '/exits', never)),
};
/** Nothing waits for this head. */
export const Empty: Story = {
  beforeEach: withExitsApi((api) =>
    api.on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([]) })),
  ),
};
/** The list could not be loaded. */
export const LoadFailed: Story = {
  beforeEach: withExitsApi((api) =>
    api.on('GET', '/exits', () => fail(400, { type: 'error', error: 'The server refused' })),
  ),
};
/** A role that may not sign. */
export const NotAllowed: Story = { globals: { role: 'none' } };
