import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Flex } from '../antd';
import { Typography } from '../antd/display';
import { ASSET_STATES, type AssetState } from '../contracts/asset-states';
import { assetStateGroupOf, AssetStateTag, type AssetStateGroup } from './asset-state-tag';

/** An asset's state in its group's colour (With Employee, With IT, Others); the group is also its title. */
const meta = {
  title: 'Assets/AssetStateTag',
  component: AssetStateTag,
  args: { state: 'ASSIGNED' },
  argTypes: { state: { control: 'select', options: ASSET_STATES } },
} satisfies Meta<typeof AssetStateTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};

/** Every state, by group. */
export const AllStates: Story = {
  render: () => {
    const groups = new Map<AssetStateGroup, AssetState[]>();
    for (const state of ASSET_STATES)
      groups.set(assetStateGroupOf(state), [
        ...(groups.get(assetStateGroupOf(state)) ?? []),
        state,
      ]);
    return (
      <Flex vertical gap={12}>
        {[...groups].map(([group, states]) => (
          <Flex key={group} gap={8} align="center" wrap>
            <Typography.Text type="secondary" style={{ width: 140 }}>
              {group}
            </Typography.Text>
            {states.map((state) => (
              <AssetStateTag key={state} state={state} />
            ))}
          </Flex>
        ))}
      </Flex>
    );
  },
};
