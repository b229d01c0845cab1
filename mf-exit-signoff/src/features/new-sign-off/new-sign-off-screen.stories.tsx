import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withExitsApi } from '../../test-support/story-api';
import NewSignOffScreen from './new-sign-off-screen';

/** `/new-sign-off`: HR starts an employee's exit; the answer lists what the employee holds. */
const meta = {
  title: 'Exit signoff/NewSignOffScreen',
  component: NewSignOffScreen,
  parameters: { app: { route: '/new-sign-off' } },
  beforeEach: withExitsApi(),
} satisfies Meta<typeof NewSignOffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Default: Story = {};
/** A role that may not start exits. */
export const NotAllowed: Story = { globals: { role: 'none' } };
