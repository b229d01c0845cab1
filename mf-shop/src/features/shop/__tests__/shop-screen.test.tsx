import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { useLocation } from '@itam/shared/router';
import {
  BUNDLE,
  categoryId,
  FAKE_CATEGORIES,
  fakeCart,
  fakeProductPage,
  fail,
  installFakeApi,
  LAPTOP,
  productId,
  type FakeApi,
} from '../../../test-support/fixtures';
import { renderScreen, setupUser, VIEWER_POLICIES } from '../../../test-support/render-screen';
import ShopScreen from '../shop-screen';

jest.setTimeout(40_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/shop/categories', () => ({ type: 'success', categories: FAKE_CATEGORIES }))
    .on('GET', '/shop/products', () => ({ type: 'success', ...fakeProductPage(undefined, 40) }));
});
afterEach(() => api.restore());

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const lastList = () => api.requests.filter((r) => r.url === '/shop/products').at(-1)!;

describe('/products/shop', () => {
  it('shows each product with its price in rupees, its kind and its availability', async () => {
    renderScreen(<ShopScreen />, { route: '/products/shop' });
    const laptop = await screen.findByRole('article', { name: 'ThinkPad T14 Gen 4' });
    expect(within(laptop).getByRole('link', { name: 'ThinkPad T14 Gen 4' })).toHaveAttribute(
      'href',
      `/product/${productId(1)}`,
    );
    expect(within(laptop).getByText('₹1,12,000')).toBeInTheDocument();
    expect(within(laptop).getByText('In stock now: 4')).toBeInTheDocument();
    const bundle = screen.getByRole('article', { name: 'Developer laptop bundle' });
    expect(within(bundle).getByText('Delivery in 10 days')).toBeInTheDocument();
    expect(within(bundle).getByText('Bundles · Bundle')).toBeInTheDocument();
    const licence = screen.getByRole('article', { name: 'Figma licence' });
    expect(within(licence).getByText('Available now')).toBeInTheDocument();
    expect(screen.getByText('40 products')).toBeInTheDocument();
    expect(lastList().params).toEqual({ sort: 'name', limit: '24' });
  });

  it('reads search, category, kind, price range, stock, sort and page from the URL and asks the API for them', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <ShopScreen />
        <Where />
      </>,
      {
        route: `/products/shop?search=think&category=${categoryId(1)}&kind=device&min=50000&max=150000&stock=1&sort=-price&page=2&size=12`,
      },
    );
    await screen.findByRole('article', { name: 'ThinkPad T14 Gen 4' });
    expect(lastList().params).toEqual({
      search: 'think',
      categoryId: categoryId(1),
      kind: 'device',
      minPricePaise: '5000000',
      maxPricePaise: '15000000',
      inStock: 'true',
      sort: '-price',
      limit: '12',
      pageNumber: '1',
    });
    await user.click(screen.getByRole('switch'));
    expect(screen.getByTestId('where').textContent).not.toMatch(/stock=/);
    expect(screen.getByTestId('where').textContent).not.toMatch(/page=/);
    expect(lastList().params).not.toHaveProperty('inStock');
  });

  it('adds a product to the server cart and says how many are in it', async () => {
    const user = setupUser();
    api.on('POST', '/shop/cart/items', () => ({
      type: 'success',
      cart: fakeCart([{ product: LAPTOP, quantity: 2 }]),
    }));
    renderScreen(<ShopScreen />, { route: '/products/shop' });
    await user.click(
      await screen.findByRole('button', { name: 'Add to cart: ThinkPad T14 Gen 4' }),
    );
    expect(await screen.findByText(/2 in your cart/)).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/shop/cart/items',
      body: { productId: LAPTOP._id, quantity: 1 },
    });
  });

  it('shows the server’s refusal beside the button', async () => {
    const user = setupUser();
    api.on('POST', '/shop/cart/items', () =>
      fail(409, {
        type: 'error',
        error: 'Developer laptop bundle is no longer offered',
        issues: [{ field: 'productId', message: 'Developer laptop bundle is no longer offered' }],
        code: 'SHOP_PRODUCT_RETIRED',
      }),
    );
    renderScreen(<ShopScreen />, { route: '/products/shop' });
    await user.click(await screen.findByRole('button', { name: `Add to cart: ${BUNDLE.name}` }));
    expect(
      await screen.findByText('This product is no longer offered in the shop.'),
    ).toBeInTheDocument();
  });

  it('offers no cart to a role that may not order', async () => {
    renderScreen(<ShopScreen />, { route: '/products/shop', policies: VIEWER_POLICIES });
    await screen.findByRole('article', { name: 'ThinkPad T14 Gen 4' });
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
  });

  it('says when no product matches, and when the list cannot load', async () => {
    api.on('GET', '/shop/products', () => ({ type: 'success', ...fakeProductPage([], 0) }));
    const { unmount } = renderScreen(<ShopScreen />, { route: '/products/shop?kind=bundle' });
    expect(await screen.findByText('No product matches these filters')).toBeInTheDocument();
    unmount();
    api.on('GET', '/shop/products', () => fail(400, { type: 'error', error: 'Bad filter' }));
    renderScreen(<ShopScreen />, { route: '/products/shop' });
    expect(await screen.findByText('The products could not be loaded')).toBeInTheDocument();
  });
});
