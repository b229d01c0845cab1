import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { UpdateRequiredScreen } from './status-screen';

/**
 * What the shell shows when a remote was deployed for a newer application than the one
 * running (a newer singleton contract); Reload loads the deployed application.
 */
const meta = {
  title: 'Status/UpdateRequiredScreen',
  component: UpdateRequiredScreen,
  args: { moduleName: 'Vendors', onReload: fn() },
} satisfies Meta<typeof UpdateRequiredScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = {
  args: { moduleName: 'Incidents, service requests and request status tracking' },
};
