import '@itam/shared/testing';
import { matchRoutePath } from '@itam/shared/routing';
import { loginRedirectPath, resolveRouteAccess } from '../route-access';

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
