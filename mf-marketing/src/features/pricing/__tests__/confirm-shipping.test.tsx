import '@itam/shared/testing';
import '@testing-library/jest-dom';
import type { OrderSummary } from '@itam/shared/contracts';
import { screen } from '@testing-library/react';
import { fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderPage, setupUser } from '../../../test-support/render-page';
import ConfirmShippingScreen from '../confirm-shipping-screen';

const ID = '11111111-1111-4111-8111-111111111111';
const ORDER: OrderSummary = {
  _id: ID,
  reference: 'OR-261121-SHIP23',
  status: 'paid',
  billingCycle: 'monthly',
  amountPaise: 13780000,
  currency: 'INR',
  items: [
    {
      kind: 'device',
      deviceId: 'latitude-3540',
      name: 'Latitude 3540',
      quantity: 2,
      unitPaise: 6890000,
      amountPaise: 13780000,
    },
  ],
  needsShipping: true,
  shippingAddress: null,
  shippingConfirmedAt: null,
  createdAt: '2026-11-21T10:00:00Z',
  paidAt: '2026-11-21T10:05:00Z',
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/itam/orders', () => ({ type: 'success', orders: [ORDER] }))
    .on('GET', `/itam/orders/${ID}`, () => ({ type: 'success', order: ORDER }));
});
afterEach(() => api.restore());

const routes = [{ path: '/confirm-shipping', element: <ConfirmShippingScreen /> }];

describe('confirm shipping', () => {
  it('asks a visitor to log in and come back', () => {
    renderPage(null, { route: `/confirm-shipping?order=${ID}`, routes });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/confirm-shipping?order=${ID}`)}`,
    );
  });

  it('lists the orders waiting for an address', async () => {
    renderPage(null, { route: '/confirm-shipping', routes, loggedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Order OR-261121-SHIP23' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confirm address' })).toHaveAttribute(
      'href',
      `/confirm-shipping?order=${ID}`,
    );
    expect(api.requests[0]?.params).toEqual({ shipping: 'pending' });
  });

  it('checks the PIN code and confirms the address', async () => {
    api.on('POST', `/itam/orders/${ID}/shipping`, (request) => ({
      type: 'success',
      order: {
        ...ORDER,
        shippingAddress: (request.body as { address: OrderSummary['shippingAddress'] }).address,
        shippingConfirmedAt: '2026-11-21T11:00:00Z',
      },
    }));
    const user = setupUser();
    renderPage(null, { route: `/confirm-shipping?order=${ID}`, routes, loggedIn: true });
    expect(await screen.findByText('Latitude 3540: 2 units')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contact person'), 'Sara Khan');
    await user.type(screen.getByLabelText('Phone'), '+91 98470 12345');
    await user.type(screen.getByLabelText('Address line 1'), '4th floor, Marine Drive');
    await user.type(screen.getByLabelText('City'), 'Kochi');
    await user.type(screen.getByLabelText('State'), 'Kerala');
    await user.type(screen.getByLabelText('PIN code'), '6820');
    await user.click(screen.getByRole('button', { name: 'Confirm delivery address' }));
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription(
      'Enter a 6-digit PIN code.',
    );
    await user.type(screen.getByLabelText('PIN code'), '31');
    await user.click(screen.getByRole('button', { name: 'Confirm delivery address' }));
    expect(await screen.findByTestId('form-success')).toHaveTextContent(
      'We will deliver order OR-261121-SHIP23 to Kochi.',
    );
    expect(api.requests.at(-1)?.body).toEqual({
      address: {
        contactName: 'Sara Khan',
        phone: '+91 98470 12345',
        line1: '4th floor, Marine Drive',
        line2: '',
        city: 'Kochi',
        state: 'Kerala',
        postalCode: '682031',
        country: 'India',
      },
    });
  });

  it('says when the order is not the company’s', async () => {
    api.on('GET', `/itam/orders/${ID}`, () =>
      fail(404, { type: 'error', error: 'Order not found' }),
    );
    renderPage(null, { route: `/confirm-shipping?order=${ID}`, routes, loggedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order was not found in your company.',
    );
  });
});
