/**
 * Open tabs follow deploys. A navigation that enters a remote (its owner differs from the
 * previous screen's) or lands on a path nobody serves reads `remotes.json` again
 * (remote-catalog.ts): a remote not loaded yet then loads the deployed version, a new
 * route of a remote is served (the registry grows and the router with it, see
 * create-shell.ts), and a remote already running an older version reloads the page once,
 * which runs the deployed one. A navigation inside one remote reads nothing.
 */
import type { RouteOwner } from '@itam/shared/contracts';
import type { createBrowserRouter } from '@itam/shared/router';
import { matchRoutePath } from '@itam/shared/routing';
import { reportError } from '@itam/shared/telemetry';
import type { RemoteCatalog } from './remote-catalog';
import type { RemoteRuntime } from './remote-runtime';

type Router = ReturnType<typeof createBrowserRouter>;

export interface DeployWatchOptions {
  router: Router;
  catalog: RemoteCatalog;
  runtime: RemoteRuntime;
  /** Reloads the page once for `reason` (reload-guard.ts). */
  reload: (reason: string) => boolean;
}

const ownerOf = (pathname: string): RouteOwner | undefined => matchRoutePath(pathname)?.entry.owner;

/** Starts watching; returns the unsubscribe function. */
export function watchDeploys({ router, catalog, runtime, reload }: DeployWatchOptions): () => void {
  let lastPath = router.state.location.pathname;
  let lastOwner = ownerOf(lastPath);

  const afterRead = (pathname: string) => {
    if (router.state.location.pathname !== pathname) return;
    const owner = ownerOf(pathname);
    lastOwner = owner;
    if (!owner || owner === 'shell') return;
    const state = runtime.getState(owner);
    const deployed = catalog.entryOf(owner)?.version;
    if (state.status === 'ready' && deployed && state.version !== deployed)
      reload(`deploy:${owner}@${deployed}`);
  };

  return router.subscribe((state) => {
    const { pathname } = state.location;
    if (pathname === lastPath) return;
    lastPath = pathname;
    const owner = ownerOf(pathname);
    const entering = owner === undefined || (owner !== 'shell' && owner !== lastOwner);
    lastOwner = owner;
    if (!entering) return;
    catalog.refresh().then(
      () => afterRead(pathname),
      (error: unknown) => reportError(error, { source: 'remotes-manifest' }),
    );
  });
}
