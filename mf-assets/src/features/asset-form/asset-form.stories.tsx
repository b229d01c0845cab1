import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { never, STORY_ASSET_TYPES, withFakeApi } from '../../test-support/story-api';
import { AssetForm } from './asset-form';
import { EMPTY_ASSET_FORM } from './asset-form-values';

const filled = {
  ...EMPTY_ASSET_FORM,
  name: 'ThinkPad X1 Carbon',
  assetTypeId: STORY_ASSET_TYPES[0]!._id,
  serialNumber: 'PF3ABCD1',
  price: 125000,
  dateOfPurchase: '2025-04-01',
  warrantyEndDate: '2028-03-31',
  vendor: 'Acme Computers',
  depreciationMethod: 'straight-line' as const,
  usefulLifeYears: 4,
  salvageValue: 5000,
};

/** The asset form: field-level validation with the server's zod schema, server field errors on their fields. */
const meta = {
  title: 'Assets/AssetForm',
  component: AssetForm,
  beforeEach: withFakeApi(),
  args: {
    mode: 'create',
    initialValues: EMPTY_ASSET_FORM,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof AssetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Edit: Story = { args: { mode: 'edit', initialValues: filled } };
/** A role without asset.edit, or a disposed asset. */
export const ReadOnly: Story = { args: { mode: 'edit', initialValues: filled, readOnly: true } };
export const LongText: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...filled,
      name: 'A'.repeat(200),
      description: 'Long description. '.repeat(60),
    },
  },
};
/** The dropdowns are still loading. */
export const LoadingDropdowns: Story = {
  beforeEach: withFakeApi((api) => {
    api
      .on('GET', '/company/asset-types', never)
      .on('GET', '/company/purchase-orders/dropdown', never);
  }),
};
