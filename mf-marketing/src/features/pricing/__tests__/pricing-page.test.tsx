import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { MARKETING_ERRORS } from '@itam/shared/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  FAKE_DEVICES,
  FAKE_PLANS,
  FAKE_SUBSCRIPTION,
  fail,
  installFakeApi,
  type FakeApi,
} from '../../../test-support/fake-api';
import { renderPage, setupUser } from '../../../test-support/render-page';
import { leaveForPayment } from '../../../ui/leave-site';
import OrderVerifyScreen from '../order-verify-screen';
import PaymentFailedScreen from '../payment-failed-screen';
import PricingScreen from '../pricing-screen';

jest.mock('../../../ui/leave-site', () => ({ leaveForPayment: jest.fn() }));

let api: FakeApi;
beforeEach(() => {
  jest.mocked(leaveForPayment).mockClear();
  api = installFakeApi()
    .on('GET', '/itam/open-api/plans', () => ({ type: 'success', plans: FAKE_PLANS }))
    .on('GET', '/itam/open-api/devices', () => ({ type: 'success', devices: FAKE_DEVICES }))
    .on('GET', '/itam/subscription', () => ({ type: 'success', subscription: FAKE_SUBSCRIPTION }));
});
afterEach(() => api.restore());

const routes = [
  { path: '/pricing', element: <PricingScreen /> },
  { path: '/:product/open-api/order/verify', element: <OrderVerifyScreen /> },
  { path: '/payment-failed', element: <PaymentFailedScreen /> },
];
const order = { _id: 'o1', reference: 'OR-261121-ABCDEF', status: 'pending', needsShipping: false };

describe('pricing', () => {
  it("shows a member their company's current plan and whom to ask to renew it", async () => {
    api.on('GET', '/itam/subscription', () => ({
      type: 'success',
      subscription: {
        ...FAKE_SUBSCRIPTION,
        licenseCode: 'LICENSE_EXPIRED',
        end: '2026-03-31',
        canPurchase: false,
        purchasers: [{ name: 'Asha Rao', email: 'asha@example.test' }],
      },
    }));
    renderPage(null, { route: '/pricing', routes, loggedIn: true });
    const current = await screen.findByTestId('current-plan');
    expect(current).toHaveTextContent('Your current plan');
    expect(current).toHaveTextContent(
      'Asset management and SaaS products: ended on 31 March 2026. Choose a plan below to renew.',
    );
    expect(current).toHaveTextContent('To change it, ask Asha Rao (asha@example.test).');
  });

  it('shows a visitor no current plan and reads none', async () => {
    renderPage(null, { route: '/pricing', routes });
    await screen.findByTestId('price-asset-management');
    expect(screen.queryByTestId('current-plan')).toBeNull();
    expect(api.requests.map((r) => r.url)).not.toContain('/itam/subscription');
  });

  it('shows every module monthly and yearly; a visitor is asked to log in to subscribe', async () => {
    const user = setupUser();
    renderPage(null, { route: '/pricing', routes });
    expect(await screen.findByTestId('price-asset-management')).toHaveTextContent(
      '₹4,999 per month',
    );
    expect(screen.getByTestId('price-incident-management')).toHaveTextContent('₹3,499 per month');
    await user.click(screen.getByRole('radio', { name: 'Yearly (2 months free)' }));
    expect(screen.getByTestId('price-asset-management')).toHaveTextContent('₹49,990 per year');
    expect(screen.getByText('₹4,166 a month, billed yearly')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('1 item: ₹49,990');
    expect(screen.getByRole('link', { name: 'Log in to subscribe' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fpricing',
    );
    expect(screen.queryByRole('button', { name: 'Subscribe and pay' })).not.toBeInTheDocument();
    // No devices are offered to visitors.
    expect(screen.queryByText('Add devices for new joiners (optional)')).not.toBeInTheDocument();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    let calls = 0;
    api.on('GET', '/itam/open-api/plans', () =>
      ++calls === 1 ? fail(500) : { type: 'success', plans: FAKE_PLANS },
    );
    // The failure is logged (SPEC.md section 8); keep the test output quiet.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setupUser();
    renderPage(null, { route: '/pricing', routes });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('price-asset-management')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[marketing] plans could not be loaded', expect.anything());
    logged.mockRestore();
  });

  it('orders the company modules (and devices) and sends the member to the payment page', async () => {
    api.on('POST', '/itam/orders', () => ({
      type: 'success',
      order: { ...order, amountPaise: 1 },
      checkout: {
        kind: 'redirect',
        provider: 'test',
        url: '/api/itam/open-api/test-gateway/test_order_1',
      },
    }));
    const user = setupUser();
    renderPage(null, {
      route: '/pricing',
      routes,
      loggedIn: true,
      companyModules: ['asset-management', 'saas-products'],
    });
    await screen.findByTestId('price-asset-management');
    expect(screen.getByRole('checkbox', { name: 'Include Asset management' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Include SaaS products' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Include IT products' })).not.toBeChecked();
    expect(screen.getByTestId('order-total')).toHaveTextContent('2 items: ₹7,498');
    await user.click(screen.getByText('Add devices for new joiners (optional)'));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Dell Latitude 3540' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(screen.getByTestId('order-total')).toHaveTextContent('3 items: ₹1,45,298');
    await user.click(screen.getByRole('button', { name: 'Subscribe and pay' }));
    await waitFor(() =>
      expect(leaveForPayment).toHaveBeenCalledWith(
        '/api/itam/open-api/test-gateway/test_order_1',
        'en',
      ),
    );
    expect(api.requests.find((r) => r.url === '/itam/orders')?.body).toEqual({
      billingCycle: 'monthly',
      modules: ['asset-management', 'saas-products'],
      devices: [{ deviceId: 'latitude-3540', quantity: 2 }],
    });
  });

  it('tells a member without the right to buy to ask their administrator', async () => {
    api.on('POST', '/itam/orders', () =>
      fail(403, { type: 'error', error: 'You do not have permission to do this' }),
    );
    const user = setupUser();
    renderPage(null, {
      route: '/pricing',
      routes,
      loggedIn: true,
      companyModules: ['asset-management'],
    });
    await screen.findByTestId('price-asset-management');
    await user.click(screen.getByRole('button', { name: 'Subscribe and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an administrator of your company can buy a subscription.',
    );
    expect(leaveForPayment).not.toHaveBeenCalled();
  });

  it('verifies the provider return once, clears it from the address and opens the product', async () => {
    api.on('POST', '/itam/open-api/order/verify', () => ({
      type: 'success',
      order: { ...order, status: 'paid', billingCycle: 'monthly', amountPaise: 499900 },
      subscription: {
        start: '2026-11-21',
        end: '2026-12-20',
        modules: ['asset-management', 'saas-products'],
      },
    }));
    const { router } = renderPage(null, {
      route: '/pricing?order_id=test_order_1&payment_id=test_pay_1&signature=abc',
      routes,
      loggedIn: true,
    });
    const panel = await screen.findByTestId('payment-verified');
    expect(panel).toHaveTextContent(
      'Order OR-261121-ABCDEF is paid. Your subscription is active until 20 Dec 2026.',
    );
    // A full page load, so the session sees the new subscription.
    expect(within(panel).getByRole('link', { name: 'Open ITAM' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(router.state.location.search).toBe('');
    const verifies = api.requests.filter((r) => r.url === '/itam/open-api/order/verify');
    expect(verifies).toEqual([
      expect.objectContaining({
        body: { params: { order_id: 'test_order_1', payment_id: 'test_pay_1', signature: 'abc' } },
      }),
    ]);
  });

  it.each([
    [MARKETING_ERRORS.paymentAlreadyVerified, 409, 'This payment was already confirmed'],
    [MARKETING_ERRORS.paymentNotVerified, 400, 'We could not confirm this payment'],
    [MARKETING_ERRORS.orderNotPayable, 409, 'This order can no longer be paid'],
  ])('explains a refused verification (%s) on the verify route', async (error, status, title) => {
    api.on('POST', '/itam/open-api/order/verify', () => fail(status, { type: 'error', error }));
    renderPage(null, {
      route: '/itam/open-api/order/verify?order_id=x&payment_id=y&signature=forged',
      routes,
    });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    // The verify route shows the pricing screen too.
    expect(await screen.findByTestId('price-asset-management')).toBeInTheDocument();
  });

  it('explains a declined payment with its order reference', () => {
    renderPage(null, { route: '/payment-failed?reason=declined&order=OR-261121-ABCDEF', routes });
    expect(screen.getByTestId('payment-failed')).toHaveTextContent(
      'The payment was declined, so nothing was charged and your order OR-261121-ABCDEF was cancelled.',
    );
    expect(screen.getByRole('link', { name: 'Choose a plan again' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});
