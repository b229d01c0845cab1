import { MEMBER, renderShell } from '../../test-utils/render-shell';
import '@testing-library/jest-dom';
import { NAV_COUNT_MIN_INTERVAL_MS, perm, type Policies } from '@itam/shared/contracts';
import { requestNavCountsRefresh } from '@itam/shared/routing';
import { installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { buildNavGroups, currentNavPath } from '../build-nav';
import { createNavCounts, navCounts } from '../nav-counts';

const COUNTS = '/shop/menu-counts';
const SHOP = perm('on_shop', 'shop_order', 'create');
const APPROVE = perm('on_shop', 'shop_approval', 'edit');
const FULFIL = perm('on_shop', 'shop_fulfilment', 'edit');
const policiesOf = (...permissions: (typeof SHOP)[]): Policies => {
  const out: Record<string, Record<string, string[]>> = {};
  for (const p of permissions) ((out[p.group] ??= {})[p.object] ??= []).push(p.action);
  return out as Policies;
};
const shopPaths = (policies: Policies) =>
  buildNavGroups({ companyRoles: ['it-products'], policies }).flatMap((g) =>
    g.entries.map((e) => e.path),
  );

describe('the shop’s menu entries', () => {
  it('shows Approvals and Fulfilment only to those who may act, after the shop’s own', () => {
    expect(shopPaths(policiesOf(SHOP))).toEqual(['/products/shop', '/products/shopping-cart']);
    expect(shopPaths(policiesOf(SHOP, APPROVE))).toEqual([
      '/products/shop',
      '/products/shopping-cart',
      '/products?view=approvals',
    ]);
    expect(shopPaths(policiesOf(FULFIL))).toEqual(['/products?view=fulfilment']);
    const [group] = buildNavGroups({
      companyRoles: ['it-products'],
      policies: policiesOf(APPROVE, FULFIL),
    });
    expect(group!.entries.map((e) => e.count)).toEqual([
      { url: COUNTS, key: 'approvals' },
      { url: COUNTS, key: 'fulfilment' },
    ]);
  });

  it('marks a view’s entry current by its query', () => {
    const groups = buildNavGroups({
      companyRoles: ['it-products'],
      policies: policiesOf(SHOP, APPROVE, FULFIL),
    });
    expect(currentNavPath(groups, '/products', '?view=approvals&order=x')).toBe(
      '/products?view=approvals',
    );
    expect(currentNavPath(groups, '/products', '?view=orders')).toBeUndefined();
    expect(currentNavPath(groups, '/products/shop', '?page=2')).toBe('/products/shop');
  });
});

describe('createNavCounts', () => {
  let clock = 0;
  const answers: ((value: unknown) => void)[] = [];
  const read = jest.fn(() => new Promise<unknown>((resolve) => answers.push(resolve)));
  const settle = async (value: unknown) => {
    answers.shift()!(value);
    await act(async () => undefined);
  };
  beforeEach(() => {
    clock = 0;
    answers.length = 0;
    read.mockClear();
  });

  it('reads a url once at a time, again only when due or stale, per user', async () => {
    const store = createNavCounts(read, () => clock);
    store.refresh('u1', [COUNTS]);
    store.refresh('u1', [COUNTS]);
    expect(read).toHaveBeenCalledTimes(1);
    await settle({ type: 'success', counts: { approvals: 3, fulfilment: 'x' } });
    expect(store.count(COUNTS, 'approvals')).toBe(3);
    expect(store.count(COUNTS, 'fulfilment')).toBeNull();

    clock += NAV_COUNT_MIN_INTERVAL_MS - 1;
    store.refresh('u1', [COUNTS]);
    expect(read).toHaveBeenCalledTimes(1);
    clock += 1;
    store.refresh('u1', [COUNTS]);
    expect(read).toHaveBeenCalledTimes(2);
    // Stale while a reading is on its way: read once more after it.
    store.refresh('u1', [COUNTS], true);
    expect(read).toHaveBeenCalledTimes(2);
    await settle({ counts: { approvals: 2 } });
    expect(read).toHaveBeenCalledTimes(3);
    await settle(Promise.reject(new Error('offline')));
    expect(store.count(COUNTS, 'approvals')).toBe(2);

    store.refresh('u2', []);
    expect(store.count(COUNTS, 'approvals')).toBeNull();
    store.refresh(null, [COUNTS], true);
    expect(read).toHaveBeenCalledTimes(3);
  });
});

describe('the side menu’s counts', () => {
  let api: FakeApi;
  beforeEach(() => {
    navCounts.refresh(null, []);
    api = installFakeApi().on('GET', COUNTS, () => ({
      type: 'success',
      counts: { approvals: 3, fulfilment: 120 },
    }));
  });
  afterEach(() => api.restore());
  const countReads = () => api.requests.filter((r) => r.url === COUNTS).length;

  it('shows each entry’s count from one request, and reads again when told', async () => {
    renderShell({ route: '/dashboard' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const approvals = await within(menu).findByRole('link', { name: /^Approvals\W+3 waiting$/ });
    expect(approvals).toHaveAttribute('href', '/products?view=approvals');
    const fulfilment = within(menu).getByRole('link', { name: /^Fulfilment\W+99\+ waiting$/ });
    expect(fulfilment).toHaveTextContent('99+');
    expect(countReads()).toBe(1);

    api.on('GET', COUNTS, () => ({ type: 'success', counts: { approvals: 0, fulfilment: 1 } }));
    act(() => requestNavCountsRefresh());
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Approvals' })).toBeInTheDocument(),
    );
    expect(
      within(menu).getByRole('link', { name: /^Fulfilment\W+1 waiting$/ }),
    ).toBeInTheDocument();
    expect(countReads()).toBe(2);
  });

  it('asks nothing of a user who may neither approve nor fulfil', async () => {
    renderShell({
      route: '/products/shop',
      session: { ...MEMBER, companyRoles: ['it-products'], policies: policiesOf(SHOP) },
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Shop' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Approvals/ })).toBeNull();
    await act(async () => undefined);
    expect(countReads()).toBe(0);
  });

  it('marks the approvals entry current on its view', async () => {
    renderShell({
      route: '/products?view=approvals',
      session: { ...MEMBER, companyRoles: ['it-products'], policies: policiesOf(SHOP, APPROVE) },
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const approvals = await within(menu).findByRole('link', { name: /^Approvals\W+3 waiting$/ });
    expect(approvals).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByRole('link', { name: /Fulfilment/ })).toBeNull();
  });
});
