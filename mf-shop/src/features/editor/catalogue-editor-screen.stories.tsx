import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FAKE_SETTINGS, FAKE_SETTINGS_USERS, LAPTOP } from '../../test-support/fixtures';
import { withShopApi } from '../../test-support/story-api';
import CatalogueEditorScreen from './catalogue-editor-screen';

const withAssetTypes = withShopApi((api) =>
  api
    .on('GET', '/company/asset-types', () => ({
      type: 'success',
      assetTypes: [{ _id: '85000000-0000-4000-8000-000000000001', name: 'Laptop' }],
    }))
    .on('GET', '/shop/settings', () => ({ type: 'success', settings: FAKE_SETTINGS }))
    .on('GET', '/shop/settings/users', () => ({ type: 'success', users: FAKE_SETTINGS_USERS })),
);

/** `/product`: the catalogue editor: the products, and one open in the form. */
const meta = {
  title: 'Shop/CatalogueEditorScreen',
  component: CatalogueEditorScreen,
  parameters: { app: { route: '/product?retired=all' } },
  beforeEach: withAssetTypes,
} satisfies Meta<typeof CatalogueEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every product, retired ones too. */
export const Default: Story = {};
/** A new product's form. */
export const NewProduct: Story = { parameters: { app: { route: '/product?edit=new' } } };
/** A product open with its specs and pictures. */
export const EditProduct: Story = {
  parameters: { app: { route: `/product?edit=${LAPTOP._id}` } },
};
/** The shop's settings: the price limit and the IT and Finance approvers. */
export const Settings: Story = { parameters: { app: { route: '/product?tab=settings' } } };
/** The settings read-only, to a member of staff (orders, may not edit the catalogue). */
export const SettingsReadOnly: Story = {
  parameters: {
    app: {
      route: '/product?tab=settings',
      session: { policies: { on_shop: { shop_order: ['create', 'view'] } } },
    },
  },
};
/** A role that may not edit the catalogue. */
export const NotAllowed: Story = { globals: { role: 'none' } };
