import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import {
  BUNDLE,
  fail,
  installFakeApi,
  LAPTOP,
  productId,
  type FakeApi,
} from '../../../test-support/fixtures';
import { renderScreen, VIEWER_POLICIES } from '../../../test-support/render-screen';
import ProductDetailScreen from '../product-detail-screen';

jest.setTimeout(40_000);

let api: FakeApi;
afterEach(() => api.restore());

const at = (n: number) => ({ route: `/product/${productId(n)}`, path: '/product/:id' });

describe('/product/:id', () => {
  it('shows the product’s price, availability, description and specs, and adds it to the cart', async () => {
    api = installFakeApi().on('GET', `/shop/products/${productId(1)}`, () => ({
      type: 'success',
      product: LAPTOP,
    }));
    renderScreen(<ProductDetailScreen />, at(1));
    expect(await screen.findByRole('heading', { name: 'ThinkPad T14 Gen 4' })).toBeInTheDocument();
    expect(screen.getByText('₹1,12,000')).toBeInTheDocument();
    expect(screen.getByText('In stock now: 4')).toBeInTheDocument();
    expect(screen.getByText('A 14-inch business laptop.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Specifications' })).toBeInTheDocument();
    const processor = screen.getAllByRole('term')[0]!;
    expect(processor).toHaveTextContent('Processor');
    expect(processor.nextElementSibling).toHaveTextContent('Intel Core i7');
    expect(
      screen.getByRole('button', { name: 'Add to cart: ThinkPad T14 Gen 4' }),
    ).toBeInTheDocument();
  });

  it('lists a bundle’s components and its expected delivery', async () => {
    api = installFakeApi().on('GET', `/shop/products/${productId(2)}`, () => ({
      type: 'success',
      product: BUNDLE,
    }));
    renderScreen(<ProductDetailScreen />, at(2));
    expect(await screen.findByRole('heading', { name: 'In the bundle' })).toBeInTheDocument();
    expect(screen.getByText('1 × ThinkPad T14 Gen 4 (Laptop)')).toBeInTheDocument();
    expect(screen.getByText('1 × Thunderbolt 4 dock (Docking station)')).toBeInTheDocument();
    expect(screen.getByText('Delivery in 10 days')).toBeInTheDocument();
  });

  it('offers no cart to a reader, and says when the product is not found', async () => {
    api = installFakeApi().on('GET', `/shop/products/${productId(1)}`, () => ({
      type: 'success',
      product: LAPTOP,
    }));
    const { unmount } = renderScreen(<ProductDetailScreen />, {
      ...at(1),
      policies: VIEWER_POLICIES,
    });
    await screen.findByRole('heading', { name: 'ThinkPad T14 Gen 4' });
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    unmount();
    api.on('GET', `/shop/products/${productId(1)}`, () =>
      fail(404, { type: 'error', error: 'Product not found', code: 'SHOP_PRODUCT_NOT_FOUND' }),
    );
    renderScreen(<ProductDetailScreen />, at(1));
    expect(await screen.findByText('The product could not be loaded')).toBeInTheDocument();
    expect(
      screen.getByText('This product was not found: it may have been removed from the shop.'),
    ).toBeInTheDocument();
  });
});
