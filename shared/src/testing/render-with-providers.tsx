import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '../router';
import { initI18n } from '../i18n';
import { createAppStore, type AppStore } from '../store';
import { AppProviders } from '../ui/app-providers';

export interface RenderWithProvidersOptions {
  store?: AppStore;
  /** Initial URL. */
  route?: string;
  /** Route path of `ui` (for `useParams`); `*` by default. */
  path?: string;
  /** A whole route tree instead of `ui` at `path`. */
  routes?: RouteObject[];
}

export type RenderWithProvidersResult = RenderResult & {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
};

export function renderWithProviders(
  ui: ReactElement | null,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { store = createAppStore({ serverData: true }), route = '/', path = '*' } = options;
  const i18n = initI18n('en');
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  const routes = options.routes ?? [{ path, element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
}
