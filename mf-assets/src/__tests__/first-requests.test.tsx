/**
 * A route's `firstRequests` (sent by the start-up chunk before the app's code has run) are
 * exactly the GET requests its screen makes when opened with no query: a request named but
 * no longer made would be sent for nothing, one made but not named would wait for the
 * app's code again.
 */
import '@itam/shared/testing';
import { settledGets } from '@itam/shared/fake-api';
import { act } from '@testing-library/react';
import { createElement } from 'react';
import ASSETS_ROUTES from '../routes';
import { installFakeApi } from '../test-support/fake-api';
import { renderScreen } from '../test-support/render-screen';

jest.setTimeout(30_000);

const withFirstRequests = ASSETS_ROUTES.filter((route) => route.firstRequests?.length);

/** The screens of those routes, as module.tsx loads them (the test fails on one missing). */
const SCREENS: Record<string, () => Promise<{ default: React.ComponentType }>> = {
  dashboard: () => import('../features/dashboard/dashboard-screen'),
  assets: () => import('../features/assets/asset-list-screen'),
};

describe('the first requests of the routes', () => {
  it('are declared for the dashboard and the asset list', () => {
    expect(withFirstRequests.map((route) => route.key)).toEqual(
      expect.arrayContaining(['dashboard', 'assets']),
    );
  });

  it.each(withFirstRequests.map((route) => [route.path, route] as const))(
    '%s: its screen makes exactly those GET requests',
    async (_path, route) => {
      const api = installFakeApi();
      const loader = SCREENS[route.key];
      expect(loader).toBeDefined();
      const loaded = await loader!();
      await act(async () => {
        renderScreen(createElement(loaded.default), { route: route.path, path: route.path });
      });
      const gets = await settledGets(api);
      expect([...new Set(gets)].sort()).toEqual([...(route.firstRequests ?? [])].sort());
    },
  );
});
