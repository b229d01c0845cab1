import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { orderId } from '../../test-support/fixtures';
import { withShopApi } from '../../test-support/story-api';
import ProductsScreen from './products-screen';

/** `/products`: the catalogue, and the orders, approvals and fulfilment as its views. */
const meta = {
  title: 'Shop/ProductsScreen',
  component: ProductsScreen,
  parameters: { app: { route: '/products' } },
  beforeEach: withShopApi(),
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue. */
export const Catalogue: Story = {};
/** The caller's orders with where each stands. */
export const MyOrders: Story = { parameters: { app: { route: '/products?view=orders' } } };
/** The orders awaiting the caller's decision. */
export const Approvals: Story = { parameters: { app: { route: '/products?view=approvals' } } };
/** An approved order open for IT: reserve, purchase order, hand over. */
export const Fulfilment: Story = {
  parameters: { app: { route: `/products?view=fulfilment&order=${orderId(1)}` } },
};
