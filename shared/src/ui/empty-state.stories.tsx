import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../antd';
import { PlusOutlined } from '../antd/icons';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default title only. */
export const Default: Story = {};

export const WithAction: Story = {
  args: {
    title: 'No assets yet',
    description: 'Add the first device of your company, or import a spreadsheet.',
    action: (
      <Button type="primary" icon={<PlusOutlined aria-hidden />}>
        Add asset
      </Button>
    ),
  },
};

/** Filters match nothing (inside a table: compact). */
export const NoResultsCompact: Story = {
  args: {
    compact: true,
    title: 'No assets match these filters',
    action: <Button>Reset filters</Button>,
  },
};

export const LongText: Story = {
  args: {
    title:
      'No pending disposal requests for the Bengaluru, Hyderabad and Pune branches in the selected financial year',
    description:
      'Assets move here when someone marks them for disposal. Once finance approves the disposal, they leave this list and appear under Disposed with the certificate of the recycler that took them.',
  },
};
