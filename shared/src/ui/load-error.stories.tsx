import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LoadError } from './load-error';

const meta = {
  title: 'Feedback/LoadError',
  component: LoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What failed, and the API's reason below it. */
export const WithReason: Story = {
  args: {
    title: 'The audits could not be loaded',
    description: 'The server did not answer in time. Check your connection and try again.',
  },
};

/** The API's message alone. */
export const MessageOnly: Story = {
  args: { title: 'Network error: the server could not be reached.' },
};
