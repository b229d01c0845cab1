import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ModuleErrorScreen } from './status-screen';

/** What the shell shows when a remote is down, 404s, times out or throws; Retry reloads it. */
const meta = {
  title: 'Status/ModuleErrorScreen',
  component: ModuleErrorScreen,
  args: { moduleName: 'Vendors', onRetry: fn() },
} satisfies Meta<typeof ModuleErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Retrying: Story = { args: { retrying: true } };

export const LongText: Story = {
  args: { moduleName: 'Incidents, service requests and request status tracking' },
};
