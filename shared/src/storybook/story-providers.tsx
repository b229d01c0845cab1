/**
 * What every story renders inside (the global decorator of .storybook/preview.tsx): the
 * store kit with a signed-in session, i18n, the antd theme and a memory router, so a
 * component renders as it does in the product.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useRouteError } from '../router';
import type { Reducer } from 'redux';
import type { SessionState } from '../contracts/session';
import { getI18n } from '../i18n';
import { createAppStore } from '../store';
import { AppProviders } from '../ui/app-providers';
import { storySession, type StoryRole } from './story-session';

/** What a story may set under `parameters.app`. */
export interface StoryAppParameters {
  /** Session fields over the toolbar role's session (e.g. `{ licenseCode: 'LICENSE_EXPIRED' }`). */
  session?: Partial<SessionState>;
  /** More slices (a remote's), by store key, with their state in `preloadedState`. */
  reducers?: Record<string, Reducer>;
  preloadedState?: Record<string, unknown>;
  /** Initial URL of the memory router; `/` by default. */
  route?: string;
  /** Route path the story is mounted at (for `useParams`); `*` by default. */
  path?: string;
  /** The route failed with this error: the story renders as its errorElement (`useRouteError`). */
  routeError?: unknown;
}

export interface StoryProvidersProps extends StoryAppParameters {
  role: StoryRole;
  children: ReactNode;
}

const StoryContent = createContext<ReactNode>(null);

/** The route element: the current story, read from context so the router is built once. */
function StorySlot() {
  return <>{useContext(StoryContent)}</>;
}

/** A story that throws must fail loudly (Storybook's error overlay, the story test), not show a route error screen. */
function RethrowRouteError(): ReactNode {
  throw useRouteError();
}

export function StoryProviders({
  role,
  session,
  reducers,
  preloadedState,
  route = '/',
  path = '*',
  routeError,
  children,
}: StoryProvidersProps) {
  const store = useMemo(() => {
    const initial = storySession(role, session);
    // The shell owns the real session slice; stories only read it.
    const sessionReducer: Reducer<SessionState> = (state = initial) => state;
    return createAppStore({
      serverData: true,
      reducers: { ...reducers, session: sessionReducer },
      preloadedState: { ...preloadedState, session: initial },
    });
  }, [role, session, reducers, preloadedState]);

  const router = useMemo(() => {
    const failed = routeError !== undefined;
    return createMemoryRouter(
      [
        {
          id: 'story',
          path,
          element: <StorySlot />,
          errorElement: failed ? <StorySlot /> : <RethrowRouteError />,
        },
      ],
      {
        initialEntries: [route],
        hydrationData: failed ? { errors: { story: routeError } } : undefined,
      },
    );
  }, [route, path, routeError]);
  useEffect(() => () => router.dispose(), [router]);

  return (
    <AppProviders store={store} i18n={getI18n()}>
      <StoryContent.Provider value={children}>
        <RouterProvider router={router} />
      </StoryContent.Provider>
    </AppProviders>
  );
}
