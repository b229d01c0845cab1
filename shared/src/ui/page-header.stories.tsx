import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Space } from '../antd';
import { PlusOutlined } from '../antd/icons';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Assets',
    description: 'Every device of the company, where it is and who has it.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = { args: { description: undefined } };

export const WithActions: Story = {
  args: {
    extra: (
      <Space>
        <Button>Export</Button>
        <Button type="primary" icon={<PlusOutlined aria-hidden />}>
          Add asset
        </Button>
      </Space>
    ),
  },
};

export const LongText: Story = {
  args: {
    title: 'Pre-employee onboarding checklist for the Bengaluru, Hyderabad and Pune branches',
    description:
      'A very long description that wraps over several lines: it explains what the screen is for, which assets are listed, how they are grouped by branch and department, and what each action on the right does, so that the layout can be checked with real-world text lengths.',
    extra: <Button type="primary">Add</Button>,
  },
};
