import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import type { Policies } from '@itam/shared/contracts';
import { PermissionGrid } from './permission-grid';

function Grid({ initial, disabled }: { initial: Policies; disabled?: boolean }) {
  const [policies, setPolicies] = useState<Policies>(initial);
  return <PermissionGrid value={policies} onChange={setPolicies} disabled={disabled} />;
}

/** A role's policies on a grid of the whole permission catalogue (admin setup). */
const meta = {
  title: 'Organisation/PermissionGrid',
  component: Grid,
  args: { initial: {} },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** The seeded Branch manager. */
export const BranchManager: Story = {
  args: {
    initial: {
      on_asset: { asset: ['view', 'create', 'edit'], audit: ['view', 'create'] },
      on_organsiation: {
        presonal_information: ['view', 'edit'],
        company_branches: ['view', 'edit'],
      },
    },
  },
};
export const ReadOnly: Story = {
  args: { initial: { on_asset: { asset: ['view'] } }, disabled: true },
};
