import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PasswordResetLinkDialog } from './password-reset-link-dialog';

/** Admin setup: the one-time password reset link made for a user, to copy and hand on. */
const meta = {
  title: 'Organisation/PasswordResetLinkDialog',
  component: PasswordResetLinkDialog,
  args: {
    email: 'ravi@demo.test',
    link: `/reset-password/${'a'.repeat(43)}`,
    expiresAt: '2026-02-03T11:15:00.000Z',
    onClose: fn(),
  },
} satisfies Meta<typeof PasswordResetLinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link relative to the page (no PUBLIC_URL): shown as this site's address. */
export const Relative: Story = {};
/** A link built from PUBLIC_URL. */
export const Absolute: Story = {
  args: { link: `https://itam.example.com/reset-password/${'a'.repeat(43)}` },
};
