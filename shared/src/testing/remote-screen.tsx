/**
 * A remote's screens under test: `remoteScreenRenderer(module, session)` gives the remote's
 * `renderScreen(ui, options)`, which installs the remote in a fresh store with a signed-in
 * session (the remote's defaults, then the test's policies and company modules) and renders
 * with the app's providers. `setupUser` is user-event as these tests need it.
 */
import { configure } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import {
  allPolicies,
  INITIAL_SESSION_STATE,
  type CompanyModule,
  type Policies,
  type RemoteModule,
  type SessionState,
} from '../contracts';
import { installRemoteModule } from '../remote';
import { ExtensionHostProvider, staticExtensionHost } from '../routing';
import { createAppStore } from '../store';
import { renderWithProviders } from './render-with-providers';

// ByRole queries skip their per-element visibility check (getComputedStyle up the tree,
// seconds per query with antd's styles in jsdom); absent elements are still absent.
configure({ defaultHidden: true });

/**
 * antd's CSS-in-JS goes into a detached element, not document.head: jsdom's getComputedStyle
 * walks every rule of every sheet (about 0.3 s per call with antd's), and testing-library
 * calls it for each accessible name. The cssinjs instance is antd's own, resolved from it.
 */
type StyleProviderProps = { container: Element; children: ReactNode };
// A runtime lookup from antd's own folder (jest is CommonJS; cssinjs is not our dependency).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { StyleProvider } = require(
  require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] }),
) as { StyleProvider: ComponentType<StyleProviderProps> };
const styleSink = document.createElement('div');

export function withDetachedStyles(ui: ReactElement): ReactElement {
  return <StyleProvider container={styleSink}>{ui}</StyleProvider>;
}

export interface RenderScreenOptions {
  policies?: Policies;
  /** The company's modules; the remote's default otherwise. */
  companyRoles?: CompanyModule[];
  route?: string;
  path?: string;
  /**
   * The modules whose contributions fill the screen's extension points (each installed
   * too); the remote's own module by default.
   */
  modules?: readonly RemoteModule[];
}

export function remoteScreenRenderer(remoteModule: RemoteModule, defaults: Partial<SessionState>) {
  return function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
    const session: SessionState = {
      ...INITIAL_SESSION_STATE,
      isLoggedIn: true,
      initialLoading: false,
      ...defaults,
      policies: options.policies ?? allPolicies(),
      companyRoles:
        options.companyRoles ?? defaults.companyRoles ?? INITIAL_SESSION_STATE.companyRoles,
      rolesStatus: 'loaded',
    };
    const store = createAppStore({
      serverData: true,
      reducers: { session: (state = session) => state },
      preloadedState: { session },
    });
    installRemoteModule(remoteModule, store);
    const modules = options.modules ?? [remoteModule];
    for (const module of modules) if (module !== remoteModule) installRemoteModule(module, store);
    const host = staticExtensionHost(modules);
    const hosted = <ExtensionHostProvider host={host}>{ui}</ExtensionHostProvider>;
    return renderWithProviders(withDetachedStyles(hosted), {
      store,
      route: options.route,
      path: options.path,
    });
  };
}

/**
 * user-event without its pointer-events check: the check walks getComputedStyle up every
 * ancestor on each pointer action, which with antd's injected styles costs seconds per click
 * in jsdom. No delay between keys (a debounce is still real time).
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    delay: null,
    ...options,
  });
}
