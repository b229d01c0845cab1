import { LoadingScreen, RouterErrorFallback } from '@itam/shared/ui-base';
import { useLocation, useRouteError } from '@itam/shared/router';
import { useEffect } from 'react';
import { isChunkLoadError } from '../remotes/reload-guard';
import { useReload, useReloading } from '../remotes/remote-runtime-context';

/**
 * The router's error screen; a chunk of the shell that a deploy removed reloads the page
 * once instead (reload-guard.ts), so the tab runs the deployed shell.
 */
export function ShellRouterError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const reload = useReload();
  const reloading = useReloading();
  useEffect(() => {
    if (isChunkLoadError(error)) reload(`chunk:${pathname}`);
  }, [error, pathname, reload]);
  return reloading ? <LoadingScreen fullPage /> : <RouterErrorFallback />;
}
