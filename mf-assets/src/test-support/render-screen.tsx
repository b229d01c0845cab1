/** Renders a screen of this remote with the remote installed in a fresh store and the given policies. */
import { renderWithProviders } from '@itam/shared/testing';
import {
  allPolicies,
  INITIAL_SESSION_STATE,
  type CompanyModule,
  type Policies,
} from '@itam/shared/contracts';
import { installRemoteModule } from '@itam/shared/remote';
import { createAppStore } from '@itam/shared/store';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import remoteModule from '../module';

// ByRole queries skip their per-element visibility check (getComputedStyle up the tree,
// seconds per query with antd's styles in jsdom); absent elements are still absent.
configure({ defaultHidden: true });

export const VIEWER_POLICIES: Policies = { on_asset: { asset: ['view'] } };

export interface RenderScreenOptions {
  policies?: Policies;
  /** The company's modules (none by default). */
  companyRoles?: CompanyModule[];
  route?: string;
  path?: string;
}

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

export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const session = {
    ...INITIAL_SESSION_STATE,
    isLoggedIn: true,
    initialLoading: false,
    policies: options.policies ?? allPolicies(),
    companyRoles: options.companyRoles ?? INITIAL_SESSION_STATE.companyRoles,
    rolesStatus: 'loaded' as const,
    locations: [
      {
        _id: '10000000-0000-4000-8000-000000000001',
        branchId: 'PUN-1',
        name: 'Pune',
        city: 'Pune',
      },
      {
        _id: '10000000-0000-4000-8000-000000000002',
        branchId: 'BLR-1',
        name: 'Bengaluru',
        city: 'Bengaluru',
      },
    ],
  };
  const store = createAppStore({
    reducers: { session: (state = session) => state },
    preloadedState: { session },
  });
  installRemoteModule(remoteModule, store);
  return renderWithProviders(withDetachedStyles(ui), {
    store,
    route: options.route,
    path: options.path,
  });
}

/**
 * user-event without its pointer-events check: the check walks getComputedStyle up every
 * ancestor on each pointer action, which with antd's injected styles costs seconds per click
 * in jsdom. No delay between keys (the debounce is still real time).
 */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
}

/**
 * The open antd confirm dialog. Found by class: in tests antd gives every generated id the
 * same value, so the dialog's aria-labelledby does not name it.
 */
export async function confirmDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!dialog) throw new Error('no confirm dialog');
    return dialog;
  });
}

/** The open antd modal (not a confirm), by its title text. */
export async function modalTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('.ant-modal')!;
}
