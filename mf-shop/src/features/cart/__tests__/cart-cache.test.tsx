/**
 * The server-data layer on the shop's screens (issue 32): the cart reached again in the same
 * session shows the kept answer without asking the server, and a write refreshes another
 * screen showing the cart, with nothing passed between them.
 */
import { LeaveAndReturn } from '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { Cart } from '@itam/shared/contracts/shop';
import {
  BUNDLE,
  fakeCart,
  installFakeApi,
  LAPTOP,
  type FakeApi,
} from '../../../test-support/fixtures';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import ProductDetailScreen from '../../product/product-detail-screen';
import CartScreen from '../cart-screen';

jest.setTimeout(40_000);

let api: FakeApi;
/** The cart as the server holds it. */
let cart: Cart;

beforeEach(() => {
  cart = fakeCart([{ product: LAPTOP, quantity: 1 }]);
  api = installFakeApi()
    .on('GET', '/shop/cart', () => ({ type: 'success', cart }))
    .on('GET', `/shop/products/${BUNDLE._id}`, () => ({ type: 'success', product: BUNDLE }))
    .on('POST', '/shop/cart/items', () => {
      cart = fakeCart([
        { product: LAPTOP, quantity: 1 },
        { product: BUNDLE, quantity: 1 },
      ]);
      return { type: 'success', cart };
    });
});
afterEach(() => api.restore());

const gets = (url: string) => api.gets(url);

describe('the shop’s cached reads', () => {
  it('shows the cart reached a second time from the cache, with one request', async () => {
    const user = setupUser();
    renderScreen(
      <LeaveAndReturn>
        <CartScreen />
      </LeaveAndReturn>,
      { route: '/products/shopping-cart' },
    );
    expect(await screen.findByRole('listitem', { name: LAPTOP.name })).toBeVisible();
    expect(gets('/shop/cart')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Another screen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return' }));

    // At once, from the kept answer: no loading state, and no second request.
    expect(screen.getByRole('listitem', { name: LAPTOP.name })).toBeVisible();
    expect(gets('/shop/cart')).toHaveLength(1);
  });

  it('refreshes the cart shown beside a product once it is added, with no callback between them', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <section aria-label="product">
          <ProductDetailScreen />
        </section>
        <section aria-label="cart">
          <CartScreen />
        </section>
      </>,
      { route: `/product/${BUNDLE._id}`, path: '/product/:id' },
    );
    const cartRegion = screen.getByRole('region', { name: 'cart' });
    expect(await within(cartRegion).findByRole('listitem', { name: LAPTOP.name })).toBeVisible();
    expect(within(cartRegion).queryByRole('listitem', { name: BUNDLE.name })).toBeNull();

    const product = screen.getByRole('region', { name: 'product' });
    await user.click(
      await within(product).findByRole('button', { name: `Add to cart: ${BUNDLE.name}` }),
    );

    // The cart screen, which knows nothing of the button, shows the added line.
    expect(await within(cartRegion).findByRole('listitem', { name: BUNDLE.name })).toBeVisible();
    // From the write's answer: the cart is not read again.
    expect(gets('/shop/cart')).toHaveLength(1);
  });
});
