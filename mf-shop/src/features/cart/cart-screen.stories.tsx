import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fakeCart } from '../../test-support/fixtures';
import { never, withShopApi } from '../../test-support/story-api';
import CartScreen from './cart-screen';

/** `/products/shopping-cart`: the server cart with quantities, for whom and why. */
const meta = {
  title: 'Shop/CartScreen',
  component: CartScreen,
  parameters: { app: { route: '/products/shopping-cart' } },
  beforeEach: withShopApi(),
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A laptop and two bundles: above the price limit, so Finance approves too. */
export const Default: Story = {};
/** Nothing in the cart. */
export const Empty: Story = {
  beforeEach: withShopApi((api) =>
    api.on('GET', '/shop/cart', () => ({ type: 'success', cart: fakeCart([]) })),
  ),
};
/** Still loading. */
export const Loading: Story = {
  beforeEach: withShopApi((api) => api.on('GET', '/shop/cart', never)),
};
