import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../antd';
import {
  ForbiddenScreen,
  ModuleNotEnabledScreen,
  NotFoundScreen,
  StatusScreen,
} from './status-screen';

/** The one status layout; 404, 403 and not-enabled are presets of it (module error has its own page). */
const meta = {
  title: 'Status/StatusScreen',
  component: StatusScreen,
  args: {
    testId: 'status',
    status: 'info',
    title: 'Import finished',
    description: 'Every row of the file was read.',
  },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { render: () => <NotFoundScreen /> };

export const Forbidden: Story = { render: () => <ForbiddenScreen /> };

export const ModuleNotEnabled: Story = { render: () => <ModuleNotEnabledScreen /> };

export const Custom: Story = {};

export const WithAction: Story = {
  args: {
    status: 'warning',
    title: 'Agent offline',
    description: 'The agent has not reported for 7 days.',
    extra: <Button type="primary">Reconnect</Button>,
  },
};

export const LongText: Story = {
  args: {
    status: 'error',
    title:
      'The asset register of the Bengaluru, Hyderabad and Pune branches could not be exported to the spreadsheet you asked for',
    description:
      'The export stopped after 12,480 of 25,000 rows because the file grew over the size limit of the storage bucket. Narrow the filters (branch, asset type or state) or export each branch separately, then try again. Nothing was changed in the register.',
    extra: <Button type="primary">Try again</Button>,
  },
};
