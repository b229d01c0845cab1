import '@itam/shared/testing';
import { allPolicies, type CompanyModule } from '@itam/shared/contracts';
import { matchRoutePath } from '@itam/shared/routing';
import { loginRedirectPath, resolveRouteAccess, screenGate } from '../route-access';

const access = (path: string, isLoggedIn: boolean | null) =>
  resolveRouteAccess(matchRoutePath(path)?.entry, isLoggedIn).kind;

describe('resolveRouteAccess (two route tables)', () => {
  it('gives a logged-in visitor the logged-in table plus the protected group', () => {
    expect(access('/pricing', true)).toBe('public');
    expect(access('/contact', true)).toBe('public');
    expect(access('/assets', true)).toBe('protected');
    expect(access('/az-management', true)).toBe('not-found');
    expect(access('/pricing-new', true)).toBe('not-found');
    expect(access('/nowhere', true)).toBe('not-found');
  });

  it('gates a path of both the logged-in table and the protected group as protected', () => {
    expect(access('/products', true)).toBe('protected');
    expect(access('/product/7', true)).toBe('protected');
    expect(access('/product/7', false)).toBe('login-required');
  });

  it.each([false, null])('gives a visitor whose flag is %s the not-logged-in table', (flag) => {
    expect(access('/az-management', flag)).toBe('public');
    expect(access('/itam/open-api/order/verify', flag)).toBe('public');
    expect(access('/contact', flag)).toBe('not-found');
    expect(access('/assets', flag)).toBe('login-required');
    expect(access('/products', flag)).toBe('login-required');
    expect(access('/nowhere', flag)).toBe('not-found');
  });

  it('passes the origin to / in the redirect parameter', () => {
    expect(loginRedirectPath({ pathname: '/assets', search: '?x=1', hash: '#a' })).toBe(
      '/?redirect=%2Fassets%3Fx%3D1%23a',
    );
  });
});

describe('screenGate (module and permission)', () => {
  const gate = (path: string, modules: CompanyModule[], policies = allPolicies()) =>
    screenGate(matchRoutePath(path)!.entry, modules, policies, 'loaded');
  const ORG_SCREENS = [
    '/account-settings',
    '/account-settings/admin_setup',
    '/account-settings/employee_setup',
    '/account-settings/asset_tag_setup/tag-setup',
    '/account-settings/purchase_order/create-po',
    '/company-branches',
  ];

  it.each(ORG_SCREENS)('opens %s to a company with any module, as the API does', (path) => {
    expect(gate(path, ['incident-management'])).toBe('open');
    expect(gate(path, ['it-products'])).toBe('open');
    expect(gate(path, ['asset-management'])).toBe('open');
    // The permission still decides.
    expect(gate(path, ['incident-management'], { on_asset: { asset: ['view'] } })).toBe(
      'forbidden',
    );
  });

  it("keeps asset management's own screens to asset management", () => {
    for (const path of ['/url_redirect', '/dashboard-old', '/devices', '/assets'])
      expect([path, gate(path, ['incident-management'])]).toEqual([path, 'not-enabled']);
  });
});
