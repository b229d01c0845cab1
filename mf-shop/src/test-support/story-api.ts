/**
 * Fake answers for the stories of the shop screens: `beforeEach` installs them and its
 * cleanup restores the real client, so stories never touch a server.
 */
import type { Cart, CartDetailsBody } from '@itam/shared/contracts/shop';
import {
  BUNDLE,
  FAKE_CATEGORIES,
  fakeApprovedOrder,
  fakeCart,
  fakeOrder,
  fakeProductPage,
  installFakeApi,
  LAPTOP,
  type FakeApi,
} from './fixtures';

export type StoryApiSetup = (api: FakeApi) => void;

/** The cart with the details a story gives it (GET /shop/cart). */
export function cartWith(details: Partial<Pick<Cart, 'businessReason' | 'employee'>>) {
  return (api: FakeApi) =>
    api.on('GET', '/shop/cart', () => ({
      type: 'success',
      cart: fakeCart([{ product: LAPTOP, quantity: 1 }], details),
    }));
}

/** An answer that never comes (loading states). */
export function never(): Promise<never> {
  return new Promise(() => undefined);
}

/** A `beforeEach` answering the shop's endpoints, then whatever `setup` adds. */
export function withShopApi(setup: StoryApiSetup = () => undefined) {
  return () => {
    let cart = fakeCart(
      [
        { product: LAPTOP, quantity: 1 },
        { product: BUNDLE, quantity: 2 },
      ],
      { businessReason: 'My laptop is five years old' },
    );
    const api = installFakeApi()
      .on('GET', '/shop/categories', () => ({ type: 'success', categories: FAKE_CATEGORIES }))
      .on('GET', '/shop/products', () => ({ type: 'success', ...fakeProductPage(undefined, 40) }))
      .on('GET', /^\/shop\/products\/[0-9a-f-]{36}$/, () => ({ type: 'success', product: LAPTOP }))
      .on('GET', '/shop/cart', () => ({ type: 'success', cart }))
      .on('PUT', '/shop/cart', (request) => {
        const body = request.body as CartDetailsBody;
        cart = {
          ...cart,
          businessReason: body.businessReason ?? cart.businessReason,
          employee:
            body.employeeId === undefined
              ? cart.employee
              : body.employeeId
                ? { _id: body.employeeId, id: '', name: '' }
                : null,
        };
        return { type: 'success', cart };
      })
      .on('POST', '/shop/cart/items', () => ({ type: 'success', cart }))
      .on('GET', '/shop/orders', () => ({
        type: 'success',
        orders: [
          fakeOrder(),
          fakeApprovedOrder({ _id: fakeOrder()._id.replace(/1$/, '2'), number: 8 }),
        ],
        total: 2,
        pageNumber: 0,
        limit: 20,
      }))
      .on('GET', '/shop/approvals', () => ({
        type: 'success',
        orders: [fakeOrder({ can: { decide: true, cancel: false, fulfil: false } })],
        total: 1,
        pageNumber: 0,
        limit: 20,
      }))
      .on('GET', /^\/shop\/orders\/[0-9a-f-]{36}$/, () => ({
        type: 'success',
        order: fakeApprovedOrder(),
      }))
      .on('GET', /\/stock$/, () => ({
        type: 'success',
        assets: [
          {
            _id: LAPTOP._id,
            name: 'ThinkPad T14 Gen 4',
            tag: 'DC-000123',
            model: 'ThinkPad T14 Gen 4',
          },
        ],
        matching: 1,
      }));
    setup(api);
    return () => api.restore();
  };
}
