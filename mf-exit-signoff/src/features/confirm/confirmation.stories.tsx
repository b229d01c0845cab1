import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withExitsApi } from '../../test-support/story-api';
import SignOffSuccessScreen from './sign-off-success-screen';
import ThanksForSigningScreen from './thanks-for-signing-screen';

/** The confirmations after a department's signature and after the authority's. */
const meta = {
  title: 'Exit signoff/Confirmations',
  component: SignOffSuccessScreen,
  parameters: { app: { route: '/sign-off-suceess' } },
  beforeEach: withExitsApi(),
} satisfies Meta<typeof SignOffSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/sign-off-suceess` opened directly (no state). */
export const SignOffSuccess: Story = {};
/** `/thanks-for-signing` opened directly: no certificate to offer. */
export const ThanksForSigning: Story = {
  render: () => <ThanksForSigningScreen />,
  parameters: { app: { route: '/thanks-for-signing' } },
};
