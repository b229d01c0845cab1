/** Renders a screen of this remote with the remote installed in a fresh store, a signed-in admin and the given policies. */
import { renderWithProviders } from '@itam/shared/testing';
import {
  allPolicies,
  INITIAL_SESSION_STATE,
  type CompanyModule,
  type Policies,
} from '@itam/shared/contracts';
import { installRemoteModule } from '@itam/shared/remote';
import { createAppStore } from '@itam/shared/store';
import { configure } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import remoteModule from '../module';

// ByRole queries skip their per-element visibility check (slow with antd's styles in jsdom).
configure({ defaultHidden: true });

export const ME = '20000000-0000-4000-8000-000000000001';

/** Reads vendors and questionnaires, changes nothing. */
export const READER_POLICIES: Policies = {
  on_vendor: { vendor: ['view'], vendor_questionnaire: ['view'] },
};

/** No vendor permission at all. */
export const NO_VENDOR_POLICIES: Policies = { on_asset: { asset: ['view'] } };

export interface RenderScreenOptions {
  policies?: Policies;
  /** The company's modules: saas-products by default. */
  companyRoles?: CompanyModule[];
  route?: string;
  path?: string;
}

// antd's CSS-in-JS goes into a detached element (jsdom's getComputedStyle is slow with it).
type StyleProviderProps = { container: Element; children: ReactNode };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { StyleProvider } = require(
  require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] }),
) as { StyleProvider: ComponentType<StyleProviderProps> };
const styleSink = document.createElement('div');

export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const session = {
    ...INITIAL_SESSION_STATE,
    isLoggedIn: true,
    initialLoading: false,
    user: { _id: ME, firstName: 'Asha', lastName: 'Admin', email: 'admin@demo.test' },
    companyRoles: options.companyRoles ?? (['saas-products'] as CompanyModule[]),
    policies: options.policies ?? allPolicies(),
    rolesStatus: 'loaded' as const,
  };
  const store = createAppStore({
    reducers: { session: (state = session) => state },
    preloadedState: { session },
  });
  installRemoteModule(remoteModule, store);
  return renderWithProviders(<StyleProvider container={styleSink}>{ui}</StyleProvider>, {
    store,
    route: options.route,
    path: options.path,
  });
}

/** user-event without its (slow in jsdom) pointer-events check and without delays. */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    delay: null,
    ...options,
  });
}
