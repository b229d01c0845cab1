import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getI18n } from '@itam/shared/i18n';
import { useLocation } from '@itam/shared/router';
import {
  assetId,
  FAKE_CATEGORIES,
  fail,
  fakeApprovedOrder,
  fakeOrder,
  fakeProductPage,
  installFakeApi,
  itemId,
  orderId,
  type FakeApi,
  type FakeRequest,
} from '../../../test-support/fixtures';
import type { Order } from '@itam/shared/contracts/shop';
import { renderScreen, setupUser, STAFF_POLICIES } from '../../../test-support/render-screen';
import ProductsScreen from '../products-screen';

jest.setTimeout(60_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/shop/categories', () => ({ type: 'success', categories: FAKE_CATEGORIES }))
    .on('GET', '/shop/products', () => ({ type: 'success', ...fakeProductPage() }))
    .on('GET', '/shop/orders', () => ({
      type: 'success',
      orders: [fakeOrder()],
      total: 1,
      pageNumber: 0,
      limit: 20,
    }));
});
afterEach(() => api.restore());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const posts = () => api.requests.filter((r: FakeRequest) => r.method === 'POST');
const ORDER_URL = `/shop/orders/${orderId(1)}`;

describe('/products', () => {
  it('shows the catalogue, and the views a staff member may use', async () => {
    renderScreen(<ProductsScreen />, { route: '/products', policies: STAFF_POLICIES });
    expect(await screen.findByRole('article', { name: 'ThinkPad T14 Gen 4' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Catalogue', 'My orders', 'Awaiting my approval']);
  });

  it('lists my orders with where each stands, and opens one with every approval step', async () => {
    const user = setupUser();
    const decided = fakeOrder({
      status: 'awaiting-approval',
      currentStep: 'it',
      steps: fakeOrder().steps.map((s, i) =>
        i === 0
          ? {
              ...s,
              decision: 'approved',
              decidedBy: s.approver,
              decidedAt: '2026-11-21T05:00:00.000Z',
              comment: 'Fine by me',
            }
          : s,
      ),
    });
    api.on('GET', ORDER_URL, () => ({ type: 'success', order: decided }));
    renderScreen(
      <>
        <ProductsScreen />
        <Where />
      </>,
      { route: '/products?view=orders', policies: STAFF_POLICIES },
    );
    const link = await screen.findByRole('link', { name: 'Order #9' });
    const row = link.closest('li')!;
    expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(row).getByText('Waiting for: Manager')).toBeInTheDocument();
    expect(within(row).getByText('₹1,45,500')).toBeInTheDocument();
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent(`view=orders&order=${orderId(1)}`);
    const steps = await screen.findByRole('list', { name: 'Approvals' });
    const [manager, it] = within(steps).getAllByRole('listitem');
    expect(manager).toHaveTextContent('ManagerMeera JoshiApproved');
    expect(manager).toHaveTextContent('By Meera Joshi');
    expect(manager).toHaveTextContent('Fine by me');
    expect(it).toHaveTextContent('ITImran HeadPending(its turn now)');
    expect(screen.getByText('New joiner in the platform team')).toBeInTheDocument();
  });

  it('cancels an order after asking', async () => {
    const user = setupUser();
    api
      .on('GET', ORDER_URL, () => ({ type: 'success', order: fakeOrder() }))
      .on('POST', `${ORDER_URL}/cancel`, () => ({
        type: 'success',
        order: fakeOrder({
          status: 'cancelled',
          currentStep: null,
          can: { decide: false, cancel: false, fulfil: false },
        }),
      }));
    renderScreen(<ProductsScreen />, {
      route: `/products?view=orders&order=${orderId(1)}`,
      policies: STAFF_POLICIES,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel order #9?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('Cancelled', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(posts().map((r) => r.url)).toEqual([`${ORDER_URL}/cancel`]);
  });

  it('lets the step’s approver approve, and reject only with a comment', async () => {
    const user = setupUser();
    const mine = fakeOrder({ can: { decide: true, cancel: false, fulfil: false } });
    api
      .on('GET', '/shop/approvals', () => ({
        type: 'success',
        orders: [mine],
        total: 1,
        pageNumber: 0,
        limit: 20,
      }))
      .on('GET', ORDER_URL, () => ({ type: 'success', order: mine }))
      .on('POST', `${ORDER_URL}/reject`, () => ({
        type: 'success',
        order: fakeOrder({ status: 'rejected', currentStep: null }),
      }));
    renderScreen(<ProductsScreen />, {
      route: '/products?view=approvals',
      policies: STAFF_POLICIES,
    });
    await user.click(await screen.findByRole('link', { name: 'Order #9' }));
    await user.click(await screen.findByRole('button', { name: 'Reject order #9' }));
    expect(screen.getByText('Say why the order is rejected.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Not in the budget');
    await user.click(screen.getByRole('button', { name: 'Reject order #9' }));
    expect(await screen.findByText('Rejected', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(posts()[0]).toMatchObject({
      url: `${ORDER_URL}/reject`,
      body: { comment: 'Not in the budget' },
    });
  });

  it('says the server’s 403 in the user’s language when the order is not in the approver’s step', async () => {
    const user = setupUser();
    const mine = fakeOrder({ can: { decide: true, cancel: false, fulfil: false } });
    api
      .on('GET', ORDER_URL, () => ({ type: 'success', order: mine }))
      .on('POST', `${ORDER_URL}/approve`, () =>
        fail(403, {
          type: 'error',
          error: 'This order is at the manager step, which is not yours to decide',
          code: 'SHOP_NOT_YOUR_STEP',
        }),
      );
    const { unmount } = renderScreen(<ProductsScreen />, {
      route: `/products?view=approvals&order=${orderId(1)}`,
      policies: STAFF_POLICIES,
    });
    await user.click(await screen.findByRole('button', { name: 'Approve order #9' }));
    expect(
      await screen.findByText(
        'The order’s current approval step is not yours to decide.'.replace('’', "'"),
      ),
    ).toBeInTheDocument();
    unmount();

    // In Hindi: the refusal is Hindi too, never the server's English.
    renderScreen(<ProductsScreen />, {
      route: `/products?view=approvals&order=${orderId(1)}`,
      policies: STAFF_POLICIES,
    });
    await act(() => getI18n().changeLanguage('hi'));
    await user.click(await screen.findByRole('button', { name: 'ऑर्डर #9 मंज़ूर करें' }));
    expect(
      await screen.findByText('ऑर्डर का मौजूदा मंज़ूरी चरण आपके निर्णय का नहीं है।'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not yours to decide/)).not.toBeInTheDocument();
  });

  it('falls back to a translated message for a refusal it does not know', async () => {
    const user = setupUser();
    const mine = fakeOrder({ can: { decide: true, cancel: false, fulfil: false } });
    api
      .on('GET', ORDER_URL, () => ({ type: 'success', order: mine }))
      .on('POST', `${ORDER_URL}/approve`, () =>
        fail(409, { type: 'error', error: 'Some new rule refused it', code: 'SHOP_SOMETHING_NEW' }),
      );
    renderScreen(<ProductsScreen />, {
      route: `/products?view=approvals&order=${orderId(1)}`,
      policies: STAFF_POLICIES,
    });
    await act(() => getI18n().changeLanguage('hi'));
    await user.click(await screen.findByRole('button', { name: 'ऑर्डर #9 मंज़ूर करें' }));
    expect(
      await screen.findByText('यह अभी नहीं किया जा सकता: पेज फिर से लोड करें और दोबारा कोशिश करें।'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Some new rule refused it')).not.toBeInTheDocument();
  });

  it('lets IT reserve an in-stock asset for one unit, raise a purchase order for another and hand over; the last hand-over completes the order', async () => {
    const user = setupUser();
    let order: Order = fakeApprovedOrder();
    const withItem = (n: number, change: Partial<Order['items'][number]>): Order => ({
      ...order,
      status: 'fulfilling',
      items: order.items.map((i) => (i._id === itemId(n) ? { ...i, ...change } : i)),
    });
    const laptop = {
      _id: assetId(1),
      name: 'ThinkPad T14 Gen 4',
      tag: 'DC-000123',
      state: 'IN_INVENTORY',
    };
    api
      .on('GET', ORDER_URL, () => ({ type: 'success', order }))
      .on('GET', `${ORDER_URL}/items/${itemId(1)}/stock`, () => ({
        type: 'success',
        assets: [
          {
            _id: assetId(1),
            name: 'ThinkPad T14 Gen 4',
            tag: 'DC-000123',
            model: 'ThinkPad T14 Gen 4',
          },
        ],
        matching: 1,
      }))
      // No dock of the ordered model in stock: the purchase order needs no confirmation.
      .on('GET', `${ORDER_URL}/items/${itemId(2)}/stock`, () => ({
        type: 'success',
        assets: [],
        matching: 0,
      }))
      .on('POST', `${ORDER_URL}/items/${itemId(1)}/reserve`, () => {
        order = withItem(1, { status: 'reserved', asset: laptop });
        return { type: 'success', order };
      })
      .on('POST', `${ORDER_URL}/items/${itemId(2)}/purchase-order`, () => {
        order = withItem(2, {
          status: 'ordered',
          purchaseOrder: { _id: assetId(9), invoiceId: 'PO-2026-77', status: 'ordered' },
        });
        return { type: 'success', order };
      })
      .on('POST', `${ORDER_URL}/items/${itemId(1)}/hand-over`, () => {
        order = withItem(1, {
          status: 'handed-over',
          asset: { ...laptop, state: 'ASSIGNED' },
          handedOverAt: '2026-11-24T06:00:00.000Z',
        });
        return { type: 'success', order };
      })
      .on('POST', `${ORDER_URL}/items/${itemId(2)}/hand-over`, () => {
        const dock = { _id: assetId(2), name: 'Dock', tag: 'DC-000200', state: 'ASSIGNED' };
        order = {
          ...withItem(2, {
            status: 'handed-over',
            asset: dock,
            handedOverAt: '2026-11-30T06:00:00.000Z',
          }),
          status: 'complete',
          completedAt: '2026-11-30T06:00:00.000Z',
          closedAt: '2026-11-30T06:00:00.000Z',
          can: { decide: false, cancel: false, fulfil: false },
        };
        return { type: 'success', order };
      });
    renderScreen(<ProductsScreen />, { route: `/products?view=fulfilment&order=${orderId(1)}` });
    const laptopItem = await screen.findByRole('listitem', { name: 'Laptop: ThinkPad T14 Gen 4' });
    await user.click(
      within(laptopItem).getByRole('button', {
        name: 'Reserve an asset: Laptop: ThinkPad T14 Gen 4',
      }),
    );
    await user.click(within(laptopItem).getByRole('combobox', { name: /In-stock asset/ }));
    await user.click(
      await screen.findByText('ThinkPad T14 Gen 4 · DC-000123 · ThinkPad T14 Gen 4'),
    );
    await user.click(within(laptopItem).getByRole('button', { name: 'Reserve' }));
    expect(await within(laptopItem).findByText('Reserved')).toBeInTheDocument();
    expect(
      within(laptopItem).getByText('Asset: ThinkPad T14 Gen 4 (DC-000123)'),
    ).toBeInTheDocument();
    expect(posts()[0]!.body).toEqual({ assetId: assetId(1) });

    const dock = screen.getByRole('listitem', { name: 'Docking station: Thunderbolt 4 dock' });
    await user.click(within(dock).getByRole('button', { name: /Raise a purchase order/ }));
    await user.click(within(dock).getByRole('button', { name: 'Raise the purchase order' }));
    expect(within(dock).getAllByText('Required.')).toHaveLength(3);
    await user.type(
      within(dock).getByRole('textbox', { name: /Purchase order number/ }),
      'PO-2026-77',
    );
    await user.type(within(dock).getByRole('textbox', { name: /Vendor/ }), 'Lenovo India');
    await user.type(within(dock).getByRole('spinbutton', { name: /Unit price/ }), '18500');
    await user.click(within(dock).getByRole('button', { name: 'Raise the purchase order' }));
    expect(await within(dock).findByText('Purchase order PO-2026-77')).toBeInTheDocument();
    expect(posts()[1]!.body).toEqual({
      invoiceId: 'PO-2026-77',
      vendor: 'Lenovo India',
      unitPrice: 18500,
    });

    await user.click(within(laptopItem).getByRole('button', { name: /^Hand over: Laptop/ }));
    await user.type(within(laptopItem).getByRole('textbox', { name: /Asset tag/ }), 'DC-000123');
    await user.click(within(laptopItem).getByRole('button', { name: 'Hand over' }));
    expect(await within(laptopItem).findByText('Handed over')).toBeInTheDocument();
    expect(posts()[2]!.body).toEqual({ tag: 'DC-000123' });
    // The dock is on order: the order is still being fulfilled, and nobody completes it.
    expect(screen.getByText('Being fulfilled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete/ })).not.toBeInTheDocument();

    // The dock arrives and is handed over by its tag: the order is complete by itself.
    await user.click(within(dock).getByRole('button', { name: /^Hand over: Docking station/ }));
    await user.type(within(dock).getByRole('textbox', { name: /Asset tag/ }), 'DC-000200');
    await user.click(within(dock).getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('Complete', { exact: true })).toBeInTheDocument();
    expect(within(dock).getByText('Handed over')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hand over/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of an asset no longer in stock under the picker', async () => {
    const user = setupUser();
    api
      .on('GET', ORDER_URL, () => ({ type: 'success', order: fakeApprovedOrder() }))
      .on('GET', `${ORDER_URL}/items/${itemId(1)}/stock`, () => ({
        type: 'success',
        assets: [{ _id: assetId(1), name: 'ThinkPad', tag: 'DC-000123', model: null }],
        matching: 0,
      }))
      .on('POST', `${ORDER_URL}/items/${itemId(1)}/reserve`, () =>
        fail(409, {
          type: 'error',
          error: 'ThinkPad is not in stock (IN_REPAIR)',
          issues: [{ field: 'assetId', message: 'ThinkPad is not in stock (IN_REPAIR)' }],
          code: 'SHOP_ASSET_NOT_IN_STOCK',
        }),
      );
    renderScreen(<ProductsScreen />, { route: `/products?view=fulfilment&order=${orderId(1)}` });
    const item = await screen.findByRole('listitem', { name: 'Laptop: ThinkPad T14 Gen 4' });
    await user.click(within(item).getByRole('button', { name: /Reserve an asset/ }));
    await user.click(within(item).getByRole('combobox', { name: /In-stock asset/ }));
    await user.click(await screen.findByText('ThinkPad · DC-000123'));
    await user.click(within(item).getByRole('button', { name: 'Reserve' }));
    await waitFor(() =>
      expect(
        within(item).getByRole('combobox', { name: /In-stock asset/ }),
      ).toHaveAccessibleDescription('This asset is not in stock.'),
    );
  });

  it('asks before buying what is in stock: says how many, offers to reserve one, and raises it deliberately', async () => {
    const user = setupUser();
    let order: Order = fakeApprovedOrder();
    let refuseFirst = true;
    api
      .on('GET', ORDER_URL, () => ({ type: 'success', order }))
      .on('GET', `${ORDER_URL}/items/${itemId(1)}/stock`, () => ({
        type: 'success',
        assets: [
          { _id: assetId(1), name: 'ThinkPad A', tag: 'DC-1', model: 'ThinkPad T14 Gen 4' },
          { _id: assetId(2), name: 'ThinkPad B', tag: 'DC-2', model: 'ThinkPad T14 Gen 4' },
        ],
        matching: refuseFirst ? 0 : 2,
      }))
      .on('POST', `${ORDER_URL}/items/${itemId(1)}/purchase-order`, (request: FakeRequest) => {
        // Two came into stock since the form opened: the server asks for the confirmation.
        if (!(request.body as { force?: boolean }).force) {
          refuseFirst = false;
          return fail(409, {
            type: 'error',
            error: '2 matching asset(s) of this type and model are in stock',
            code: 'SHOP_MATCHING_IN_STOCK',
          });
        }
        order = {
          ...order,
          status: 'fulfilling',
          items: order.items.map((i) =>
            i._id === itemId(1)
              ? {
                  ...i,
                  status: 'ordered',
                  purchaseOrder: { _id: assetId(9), invoiceId: 'PO-9', status: 'ordered' },
                }
              : i,
          ),
        };
        return { type: 'success', order };
      });
    renderScreen(<ProductsScreen />, { route: `/products?view=fulfilment&order=${orderId(1)}` });
    const laptop = await screen.findByRole('listitem', { name: 'Laptop: ThinkPad T14 Gen 4' });
    await user.click(within(laptop).getByRole('button', { name: /^Raise a purchase order/ }));
    await user.type(within(laptop).getByRole('textbox', { name: /Purchase order number/ }), 'PO-9');
    await user.type(within(laptop).getByRole('textbox', { name: /Vendor/ }), 'Lenovo India');
    await user.type(within(laptop).getByRole('spinbutton', { name: /Unit price/ }), '96000');
    const raise = within(laptop).getByRole('button', { name: 'Raise the purchase order' });
    await user.click(raise);
    // Refused: the count comes again, and the order is raised only once confirmed.
    expect(
      await within(laptop).findByText(
        '2 assets of this type and model are in stock: reserve one instead of buying another.',
      ),
    ).toBeInTheDocument();
    expect(raise).toBeDisabled();
    const confirm = within(laptop).getByRole('checkbox', {
      name: /Raise the purchase order anyway/,
    });
    await user.click(confirm);
    await user.click(raise);
    expect(await within(laptop).findByText('Purchase order PO-9')).toBeInTheDocument();
    expect(posts().map((p) => p.body)).toEqual([
      { invoiceId: 'PO-9', vendor: 'Lenovo India', unitPrice: 96000 },
      { invoiceId: 'PO-9', vendor: 'Lenovo India', unitPrice: 96000, force: true },
    ]);
  });

  it('offers to reserve one of the assets in stock instead of raising a purchase order', async () => {
    const user = setupUser();
    api
      .on('GET', ORDER_URL, () => ({ type: 'success', order: fakeApprovedOrder() }))
      .on('GET', `${ORDER_URL}/items/${itemId(1)}/stock`, () => ({
        type: 'success',
        assets: [{ _id: assetId(1), name: 'ThinkPad A', tag: 'DC-1', model: 'ThinkPad T14 Gen 4' }],
        matching: 1,
      }));
    renderScreen(<ProductsScreen />, { route: `/products?view=fulfilment&order=${orderId(1)}` });
    const laptop = await screen.findByRole('listitem', { name: 'Laptop: ThinkPad T14 Gen 4' });
    await user.click(within(laptop).getByRole('button', { name: /^Raise a purchase order/ }));
    expect(
      await within(laptop).findByText(
        '1 asset of this type and model is in stock: reserve it instead of buying one.',
      ),
    ).toBeInTheDocument();
    expect(within(laptop).getByRole('button', { name: 'Raise the purchase order' })).toBeDisabled();
    await user.click(within(laptop).getByRole('button', { name: 'Reserve one instead' }));
    expect(within(laptop).getByRole('combobox', { name: /In-stock asset/ })).toBeInTheDocument();
    expect(
      within(laptop).queryByRole('textbox', { name: /Purchase order number/ }),
    ).not.toBeInTheDocument();
    expect(posts()).toEqual([]);
  });
});
