import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../antd';
import { Typography } from '../antd/display';
import { Tooltip } from '../antd/overlay';
import { perm } from '../contracts/permissions';
import { PermissionGate } from './permission-gate';

/**
 * Renders its children only when the signed-in role has the permission. Switch the Role
 * toolbar (Admin / Viewer / No permissions) to see each story change.
 */
const meta = {
  title: 'Access/PermissionGate',
  component: PermissionGate,
  args: {
    permission: perm('on_asset', 'asset', 'delete'),
    children: <Button danger>Delete asset</Button>,
    fallback: (
      <Tooltip title="Your role cannot delete assets">
        <Button danger disabled>
          Delete asset
        </Button>
      </Tooltip>
    ),
  },
} satisfies Meta<typeof PermissionGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin: every permission, so the children show. */
export const Allowed: Story = { globals: { role: 'admin' } };

/** Viewer (asset view only): the fallback shows instead. */
export const DeniedWithFallback: Story = { globals: { role: 'viewer' } };

/** No fallback: nothing renders when denied. */
export const DeniedWithoutFallback: Story = {
  globals: { role: 'viewer' },
  args: { fallback: undefined },
  render: (args) => (
    <div>
      <Typography.Paragraph>Actions:</Typography.Paragraph>
      <PermissionGate {...args} />
    </div>
  ),
};

/** Every permission of a list is needed: view AND edit of company branches. */
export const AllOfSeveral: Story = {
  args: {
    permission: [
      perm('on_organsiation', 'company_branches', 'view'),
      perm('on_organsiation', 'company_branches', 'edit'),
    ],
    children: <Button type="primary">Edit branch</Button>,
    fallback: (
      <Typography.Text type="secondary">Read-only: your role cannot edit branches.</Typography.Text>
    ),
  },
};

/** The session's policies set per story (`parameters.app.session`) instead of the toolbar role. */
export const FromStoryPolicies: Story = {
  parameters: { app: { session: { policies: { on_asset: { asset: ['view', 'edit'] } } } } },
  args: {
    permission: perm('on_asset', 'asset', 'edit'),
    children: <Button type="primary">Edit asset</Button>,
  },
};
