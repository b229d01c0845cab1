import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from '@itam/shared/router';
import {
  BUNDLE,
  fail,
  fakeCart,
  fakeOrder,
  installFakeApi,
  orderId,
  type FakeApi,
} from '../../../test-support/fixtures';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import ConfirmOrderScreen from '../confirm-order-screen';

jest.setTimeout(40_000);

const ANITA = { _id: '86000000-0000-4000-8000-000000000002', id: 'EMP-0002', name: 'Anita Rao' };

/** The server's cart with the details the cart screen saved. */
const cartWith = (businessReason: string, employee: typeof ANITA | null = null) =>
  api.on('GET', '/shop/cart', () => ({
    type: 'success',
    cart: fakeCart([{ product: BUNDLE, quantity: 1 }], { businessReason, employee }),
  }));

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/shop/cart', () => ({
      type: 'success',
      cart: fakeCart([{ product: BUNDLE, quantity: 1 }]),
    }))
    .on('POST', '/shop/orders', () => ({ type: 'success', order: fakeOrder() }));
});
afterEach(() => api.restore());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

describe('/confirm-order', () => {
  it('reviews the lines, for whom and why (as saved with the cart), and places the order, then shows it', async () => {
    const user = setupUser();
    cartWith('Her laptop broke ', ANITA);
    renderScreen(
      <>
        <ConfirmOrderScreen />
        <Where />
      </>,
      { route: '/confirm-order' },
    );
    expect(await screen.findByRole('listitem', { name: BUNDLE.name })).toBeInTheDocument();
    expect(screen.getByText('On behalf of Anita Rao.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Her laptop broke')).toBeInTheDocument();
    expect(
      screen.getByText('Approved by the employee’s manager, then IT.'.replace('’', "'")),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/products?view=orders&order=${orderId(1)}`,
      ),
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      businessReason: 'Her laptop broke',
      employeeId: ANITA._id,
    });
  });

  it('will not place without a business reason, and shows the server’s refusal', async () => {
    const user = setupUser();
    const { unmount } = renderScreen(<ConfirmOrderScreen />, { route: '/confirm-order' });
    expect(
      await screen.findByText('Give the business reason on the cart first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place the order' })).toBeDisabled();
    unmount();
    cartWith('Replacement');
    api.on('POST', '/shop/orders', () =>
      fail(409, {
        type: 'error',
        error: 'Developer laptop bundle is no longer offered',
        issues: [{ field: 'cart.0', message: 'Developer laptop bundle is no longer offered' }],
        code: 'SHOP_PRODUCT_RETIRED',
      }),
    );
    renderScreen(<ConfirmOrderScreen />, { route: '/confirm-order' });
    expect(await screen.findByText('For you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(
      await screen.findByText(
        'Developer laptop bundle is no longer offered in the shop: remove it from the cart.',
      ),
    ).toBeInTheDocument();
  });
});
