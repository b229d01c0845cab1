import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@itam/shared/router';
import {
  BUNDLE,
  fail,
  fakeCart,
  installFakeApi,
  LAPTOP,
  type FakeApi,
} from '../../../test-support/fixtures';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import CartScreen from '../cart-screen';

jest.setTimeout(40_000);

const ANITA = { _id: '86000000-0000-4000-8000-000000000002', id: 'EMP-0002', name: 'Anita Rao' };
const puts = () => api.requests.filter((r) => r.method === 'PUT' && r.url === '/shop/cart');

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/shop/cart', () => ({
      type: 'success',
      cart: fakeCart([
        { product: LAPTOP, quantity: 1 },
        { product: BUNDLE, quantity: 1 },
      ]),
    }))
    .on('GET', '/company/employees/dropdown', () => ({ type: 'success', employees: [ANITA] }))
    .on('PUT', '/shop/cart', () => ({ type: 'success', cart: fakeCart() }));
});
afterEach(() => api.restore());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('/products/shopping-cart', () => {
  it('shows the server cart’s lines, totals and the Finance step above the limit', async () => {
    renderScreen(<CartScreen />, { route: '/products/shopping-cart' });
    const laptop = await screen.findByRole('listitem', { name: 'ThinkPad T14 Gen 4' });
    expect(within(laptop).getByText('₹1,12,000 each')).toBeInTheDocument();
    expect(
      within(laptop).getByRole('spinbutton', { name: 'Quantity of ThinkPad T14 Gen 4' }),
    ).toHaveValue('1');
    expect(screen.getByText('Total: ₹2,57,500')).toBeInTheDocument();
    expect(screen.getByText(/Finance approves this order too/)).toBeInTheDocument();
  });

  it('changes a quantity and removes a line on the server', async () => {
    const user = setupUser();
    api
      .on('PUT', `/shop/cart/items/${LAPTOP._id}`, () => ({
        type: 'success',
        cart: fakeCart([
          { product: LAPTOP, quantity: 3 },
          { product: BUNDLE, quantity: 1 },
        ]),
      }))
      .on('DELETE', `/shop/cart/items/${BUNDLE._id}`, () => ({
        type: 'success',
        cart: fakeCart([{ product: LAPTOP, quantity: 3 }]),
      }));
    renderScreen(<CartScreen />, { route: '/products/shopping-cart' });
    const quantity = await screen.findByRole('spinbutton', {
      name: 'Quantity of ThinkPad T14 Gen 4',
    });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(await screen.findByText('Total: ₹4,81,500')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ quantity: 3 });
    // The order's details stay as written while the lines change.
    expect(screen.getByRole('textbox', { name: /Business reason/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: `Remove ${BUNDLE.name} from the cart` }));
    expect(await screen.findByText('Total: ₹3,36,000')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: BUNDLE.name })).not.toBeInTheDocument();
  });

  it('asks for the business reason (and the employee, on someone’s behalf) and saves them with the cart before the review', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <CartScreen />
        <Where />
      </>,
      { route: '/products/shopping-cart' },
    );
    await user.click(await screen.findByRole('button', { name: 'Review the order' }));
    expect(screen.getByText('Give the business reason.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Business reason/ })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'For another employee' }));
    await user.type(screen.getByRole('textbox', { name: /Business reason/ }), 'Her laptop broke');
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    expect(screen.getByText('Choose the employee the order is for.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/products/shopping-cart');

    await user.click(screen.getByRole('combobox', { name: /Employee/ }));
    await user.click(await screen.findByText('Anita Rao (EMP-0002)'));
    // The employee is saved with the cart at once.
    await waitFor(() =>
      expect(puts().at(-1)?.body).toEqual({
        businessReason: 'Her laptop broke',
        employeeId: ANITA._id,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/confirm-order'));
    expect(puts().at(-1)?.body).toEqual({
      businessReason: 'Her laptop broke',
      employeeId: ANITA._id,
    });
  });

  it('shows the details saved with the cart, from another visit or device', async () => {
    api.on('GET', '/shop/cart', () => ({
      type: 'success',
      cart: fakeCart([{ product: LAPTOP, quantity: 1 }], {
        businessReason: 'Written on my phone',
        employee: ANITA,
      }),
    }));
    renderScreen(<CartScreen />, { route: '/products/shopping-cart' });
    expect(await screen.findByRole('textbox', { name: /Business reason/ })).toHaveValue(
      'Written on my phone',
    );
    expect(screen.getByRole('radio', { name: 'For another employee' })).toBeChecked();
    expect(screen.getByText('Anita Rao (EMP-0002)')).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it('saves the reason once typing pauses, and shows a refused save at its field', async () => {
    const user = setupUser();
    renderScreen(<CartScreen />, { route: '/products/shopping-cart' });
    const reason = await screen.findByRole('textbox', { name: /Business reason/ });
    await user.type(reason, 'A new joiner');
    await waitFor(() =>
      expect(puts().map((p) => p.body)).toEqual([
        { businessReason: 'A new joiner', employeeId: null },
      ]),
    );
    api.on('PUT', '/shop/cart', () =>
      fail(400, {
        type: 'error',
        error: 'Invalid businessReason: At most 1000 characters',
        issues: [{ field: 'businessReason', message: 'At most 1000 characters' }],
      }),
    );
    await user.type(reason, ' in the team');
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(/This value was not accepted: check it\./),
    );
    expect(puts()).toHaveLength(2);
  });

  it('says when the cart is empty', async () => {
    api.on('GET', '/shop/cart', () => ({ type: 'success', cart: fakeCart([]) }));
    renderScreen(<CartScreen />, { route: '/products/shopping-cart' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/products/shop',
    );
  });
});
