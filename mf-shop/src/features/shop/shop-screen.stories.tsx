import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fail, fakeProductPage } from '../../test-support/fixtures';
import { never, withShopApi } from '../../test-support/story-api';
import ShopScreen from './shop-screen';

/** `/products/shop`: the IT shop's products as cards, with search, filters, sort and paging. */
const meta = {
  title: 'Shop/ShopScreen',
  component: ShopScreen,
  parameters: { app: { route: '/products/shop' } },
  beforeEach: withShopApi(),
} satisfies Meta<typeof ShopScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A device in stock, a bundle to be bought and a licence. */
export const Default: Story = {};
/** Filtered to bundles in stock, sorted by price. */
export const Filtered: Story = {
  parameters: { app: { route: '/products/shop?kind=bundle&stock=1&sort=-price' } },
};
/** Still loading. */
export const Loading: Story = {
  beforeEach: withShopApi((api) => api.on('GET', '/shop/products', never)),
};
/** Nothing matches. */
export const Empty: Story = {
  beforeEach: withShopApi((api) =>
    api.on('GET', '/shop/products', () => ({ type: 'success', ...fakeProductPage([], 0) })),
  ),
};
/** The products could not be loaded. */
export const LoadFailed: Story = {
  beforeEach: withShopApi((api) =>
    api.on('GET', '/shop/products', () => fail(400, { type: 'error', error: 'Bad filter' })),
  ),
};
