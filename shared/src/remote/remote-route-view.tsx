/**
 * Renders the screen of one remote route object, whichever way the remote wrote it:
 * `Component`, `element` or react-router `lazy` (function or object form). A lazy screen
 * suspends; its load errors propagate to the nearest error boundary.
 */
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import type { RemoteRoute } from '../contracts/remote-module';

type Screen = { Component: ComponentType } | { element: ReactNode };
type LazyResult = { Component?: ComponentType | null; element?: ReactNode };

/** One load per route object: retries come with new route objects (a reloaded remote). */
const loads = new WeakMap<RemoteRoute, Promise<Screen>>();

function toScreen(result: LazyResult, path: string): Screen {
  if (result.Component) return { Component: result.Component };
  if (result.element !== undefined) return { element: result.element };
  throw new Error(`Route ${path} of the remote has no screen`);
}

async function loadScreen(route: RemoteRoute): Promise<Screen> {
  const loader = route.lazy;
  if (typeof loader === 'function') return toScreen((await loader()) as LazyResult, route.path);
  if (typeof loader?.Component === 'function')
    return toScreen({ Component: await loader.Component() }, route.path);
  throw new Error(`Route ${route.path} of the remote has no screen`);
}

function screenLoad(route: RemoteRoute): Promise<Screen> {
  let load = loads.get(route);
  if (!load) {
    load = loadScreen(route);
    loads.set(route, load);
  }
  return load;
}

function LazyScreen({ route }: { route: RemoteRoute }) {
  const screen = use(screenLoad(route));
  return 'Component' in screen ? <screen.Component /> : <>{screen.element}</>;
}

export interface RemoteRouteViewProps {
  route: RemoteRoute;
  /** Shown while a lazy screen loads. */
  fallback: ReactNode;
}

export function RemoteRouteView({ route, fallback }: RemoteRouteViewProps) {
  if (route.Component) return <route.Component />;
  if (route.element !== undefined) return <>{route.element}</>;
  return (
    <Suspense fallback={fallback}>
      <LazyScreen route={route} />
    </Suspense>
  );
}

/** The route that serves registry path `path` (remotes copy their paths from the registry). */
export function findRemoteRoute(
  routes: readonly RemoteRoute[],
  path: string,
): RemoteRoute | undefined {
  return routes.find((route) => route.path === path);
}
