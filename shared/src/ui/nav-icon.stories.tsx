import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Flex } from '../antd';
import { Typography } from '../antd/display';
import { NAV_ICON_NAMES } from '../contracts/remote-module';
import { NavIcon } from './nav-icon';

/** The side menu's icons by name (RemoteNavEntry.icon). */
const meta = {
  title: 'Layout/NavIcon',
  component: NavIcon,
  args: { name: 'assets' },
  argTypes: { name: { control: 'select', options: NAV_ICON_NAMES } },
} satisfies Meta<typeof NavIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};

export const All: Story = {
  render: () => (
    <Flex wrap gap={16}>
      {NAV_ICON_NAMES.map((name) => (
        <Flex key={name} vertical align="center" gap={4} style={{ width: 120, fontSize: 20 }}>
          <NavIcon name={name} />
          <Typography.Text style={{ fontSize: 12 }}>{name}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  ),
};
