import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { never, withExitsApi } from '../../test-support/story-api';
import MyExitScreen from './my-exit-screen';

/** `/my-exit`: the leaving employee's way into the signed-in user's own exit (it opens /exit-employees/<id>). */
const meta = {
  title: 'Exit signoff/MyExitScreen',
  component: MyExitScreen,
  parameters: { app: { route: '/my-exit' } },
  globals: { role: 'none' },
  beforeEach: withExitsApi(),
} satisfies Meta<typeof MyExitScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in user has no exit. */
export const NoExit: Story = {};
/** Still loading. */
export const Loading: Story = {
  beforeEach: withExitsApi((api) => api.on('GET', '/exits/mine', never)),
};
