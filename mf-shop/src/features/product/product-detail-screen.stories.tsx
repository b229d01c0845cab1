import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BUNDLE, fail, productId } from '../../test-support/fixtures';
import { withShopApi } from '../../test-support/story-api';
import ProductDetailScreen from './product-detail-screen';

/** `/product/:id`: a product with its specs, components and availability. */
const meta = {
  title: 'Shop/ProductDetailScreen',
  component: ProductDetailScreen,
  parameters: { app: { route: `/product/${productId(1)}`, path: '/product/:id' } },
  beforeEach: withShopApi(),
} satisfies Meta<typeof ProductDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A laptop in stock with its specs. */
export const Default: Story = {};
/** A bundle to be bought, with its components. */
export const Bundle: Story = {
  beforeEach: withShopApi((api) =>
    api.on('GET', /^\/shop\/products\/[0-9a-f-]{36}$/, () => ({
      type: 'success',
      product: BUNDLE,
    })),
  ),
};
/** Another company's, or a retired, product. */
export const NotFound: Story = {
  beforeEach: withShopApi((api) =>
    api.on('GET', /^\/shop\/products\/[0-9a-f-]{36}$/, () =>
      fail(404, { type: 'error', error: 'Product not found' }),
    ),
  ),
};
