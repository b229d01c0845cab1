import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fail } from '../../test-support/fake-api';
import { withFakeApi } from '../../test-support/story-api';
import AcceptInviteScreen, { ResetPasswordScreen } from './accept-invite-screen';

const TOKEN = 'a'.repeat(43);
const at = (path: string, token = TOKEN) => ({
  app: { route: path.replace(':token', token), path },
});
const linkFails = (code: string) =>
  withFakeApi((api) =>
    api.on('GET', `/auth/password-reset/${TOKEN}`, () =>
      fail(code === 'LINK_UNKNOWN' ? 404 : 410, { type: 'error', error: code, code }),
    ),
  );

/**
 * The one "set your password" screen of a one-time link: `/accept-invite/:token` (an
 * invitation) and `/reset-password/:token` (a password reset), public pages.
 */
const meta = {
  title: 'Organisation/SetPasswordScreen',
  component: AcceptInviteScreen,
  parameters: at('/accept-invite/:token'),
  beforeEach: withFakeApi((api) =>
    api
      .on('GET', `/invitations/${TOKEN}`, () => ({
        type: 'success',
        invitation: { email: 'nisha@demo.test', firstName: 'Nisha', companyName: 'Demo Corp' },
      }))
      .on('GET', `/auth/password-reset/${TOKEN}`, () => ({
        type: 'success',
        reset: { email: 'r***@demo.test' },
      }))
      .on('POST', `/auth/password-reset/${TOKEN}`, () => ({ type: 'success' })),
  ),
} satisfies Meta<typeof AcceptInviteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An invitation: the invitee sets a password and is signed in. */
export const Invitation: Story = {};
/** A password reset link: the user sets a new password, then logs in with it. */
export const ResetPassword: Story = {
  render: () => <ResetPasswordScreen />,
  parameters: at('/reset-password/:token'),
};
/** A reset link used already: it works once. */
export const ResetLinkUsed: Story = {
  ...ResetPassword,
  beforeEach: linkFails('LINK_USED'),
};
/** A reset link past its hour. */
export const ResetLinkExpired: Story = {
  ...ResetPassword,
  beforeEach: linkFails('LINK_EXPIRED'),
};
/** An invitation an administrator revoked: its link says so. */
export const InvitationRevoked: Story = {
  beforeEach: withFakeApi((api) =>
    api.on('GET', `/invitations/${TOKEN}`, () =>
      fail(410, { type: 'error', error: 'LINK_REVOKED', code: 'LINK_REVOKED' }),
    ),
  ),
};
