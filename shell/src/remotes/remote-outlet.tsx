/**
 * The screen of registry path `path`, served by remote `remoteId`: loads the remote on
 * first render, shows the module error screen with Retry (inside the layout) when it is
 * down or its screen throws, and the update-required screen with Reload when the remote
 * needs a newer application. A chunk that a deploy removed reloads the page once
 * (reload-guard.ts); a screen whose code arrives clears that guard.
 */
import type { RemoteId, RemoteRoute } from '@itam/shared/contracts';
import { findRemoteRoute, RemoteRouteView } from '@itam/shared/remote';
import { LoadingScreen } from '@itam/shared/ui-base';
import { useTranslation } from '@itam/shared/i18n';
import { useEffect, type ReactNode } from 'react';
import { ModuleErrorScreen, NotFoundScreen, UpdateRequiredScreen } from '../ui/themed';
import { ModuleErrorBoundary } from './module-error-boundary';
import { isUpdateRequired } from './remote-loader';
import { clearReloadGuard, isChunkLoadError } from './reload-guard';
import { useReload, useReloading, useRemote, useRemoteRuntime } from './remote-runtime-context';

const tracked = new WeakMap<RemoteRoute, RemoteRoute>();

/**
 * The route with a lazy screen that clears the reload guard once its code arrived: after
 * that, a later failed chunk may reload again. (One wrapper per route object: the screen's
 * load is cached by route object.)
 */
function clearingGuard(route: RemoteRoute): RemoteRoute {
  const lazy = route.lazy;
  if (typeof lazy !== 'function') return route;
  let wrapped = tracked.get(route);
  if (!wrapped) {
    wrapped = {
      ...route,
      lazy: async (...args: Parameters<typeof lazy>) => {
        const screen = await lazy(...args);
        clearReloadGuard();
        return screen;
      },
    } as RemoteRoute;
    tracked.set(route, wrapped);
  }
  return wrapped;
}

/** A load error: a missing chunk reloads the page once (RemoteOutlet shows a spinner). */
function useReloadFor(error: unknown, path: string): void {
  const reload = useReload();
  useEffect(() => {
    if (isChunkLoadError(error)) reload(`chunk:${path}`);
  }, [error, path, reload]);
}

interface LoadErrorProps {
  remoteId: RemoteId;
  path: string;
  error: unknown;
}

function LoadError({ remoteId, path, error }: LoadErrorProps) {
  const { t } = useTranslation('common');
  const runtime = useRemoteRuntime();
  useReloadFor(error, path);
  const moduleName = t(`modules.${remoteId}`);
  if (isUpdateRequired(error))
    return (
      <UpdateRequiredScreen moduleName={moduleName} onReload={() => globalThis.location.reload()} />
    );
  return <ModuleErrorScreen moduleName={moduleName} onRetry={() => runtime.retry(remoteId)} />;
}

export interface RemoteOutletProps {
  remoteId: RemoteId;
  path: string;
  /** What shows while the remote and the screen's code load (a spinner by default). */
  pending?: ReactNode;
}

export function RemoteOutlet({ remoteId, path, pending }: RemoteOutletProps) {
  const { t } = useTranslation('common');
  const runtime = useRemoteRuntime();
  const reload = useReload();
  const state = useRemote(remoteId);
  const moduleName = t(`modules.${remoteId}`);
  const retry = () => runtime.retry(remoteId);
  const reloading = useReloading();

  if (reloading) return <LoadingScreen />;
  if (state.status === 'error')
    return <LoadError key={state.attempt} remoteId={remoteId} path={path} error={state.error} />;
  const pendingView = pending ?? <LoadingScreen />;
  if (state.status !== 'ready') return pendingView;
  const route = findRemoteRoute(state.module.routes, path);
  if (!route) return <NotFoundScreen />;
  return (
    <ModuleErrorBoundary
      key={`${state.attempt}:${path}`}
      remoteId={remoteId}
      moduleName={moduleName}
      onRetry={retry}
      onChunkError={() => void reload(`chunk:${path}`)}
    >
      <RemoteRouteView route={clearingGuard(route)} fallback={pendingView} />
    </ModuleErrorBoundary>
  );
}
