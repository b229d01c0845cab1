import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { getI18n } from '../i18n';
import { useState, type ComponentProps } from 'react';
import { LoginForm } from './login-form';

function ThrottledLoginForm(props: ComponentProps<typeof LoginForm>) {
  const [retryAt] = useState(() => Date.now() + 42_000);
  return <LoginForm {...props} retryAt={retryAt} />;
}

/** Email and password with 'Log in' (login page, login dialog, dev host). */
const meta = {
  title: 'Session/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The request is on its way. */
export const Pending: Story = { args: { pending: true } };

/** Submitted empty: both fields show their error. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: getI18n().t('common:auth.logIn') }));
    await expect(await canvas.findByText(getI18n().t('common:auth.emailRequired'))).toBeTruthy();
  },
};

/** The server refused the last try: its text, above the fields. */
export const ServerError: Story = { args: { error: 'Invalid email or password' } };

/** A throttled login (429): the remaining wait, counting down; Log in is disabled until it passes. */
export const Throttled: Story = {
  args: { error: 'Too many failed sign-in attempts. Try again in 42 seconds.' },
  // The wait starts when the story renders, not when its file was loaded.
  render: (args) => <ThrottledLoginForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeTruthy();
    await expect(
      canvas.getByRole('button', { name: getI18n().t('common:auth.logIn') }),
    ).toHaveProperty('disabled', true);
  },
};
