/**
 * The screen of registry path `path`, served by remote `remoteId`: loads the remote on
 * first render, shows the module error screen with Retry (inside the layout) when it is
 * down or its screen throws.
 */
import type { RemoteId } from '@itam/shared/contracts';
import { findRemoteRoute, RemoteRouteView } from '@itam/shared/remote';
import { LoadingScreen } from '@itam/shared/ui-base';
import { useTranslation } from '@itam/shared/i18n';
import { ModuleErrorScreen, NotFoundScreen } from '../ui/themed';
import { ModuleErrorBoundary } from './module-error-boundary';
import { useRemote, useRemoteRuntime } from './remote-runtime-context';

export function RemoteOutlet({ remoteId, path }: { remoteId: RemoteId; path: string }) {
  const { t } = useTranslation('common');
  const runtime = useRemoteRuntime();
  const state = useRemote(remoteId);
  const moduleName = t(`modules.${remoteId}`);
  const retry = () => runtime.retry(remoteId);

  if (state.status === 'error')
    return <ModuleErrorScreen moduleName={moduleName} onRetry={retry} />;
  if (state.status !== 'ready') return <LoadingScreen />;
  const route = findRemoteRoute(state.module.routes, path);
  if (!route) return <NotFoundScreen />;
  return (
    <ModuleErrorBoundary
      key={`${state.attempt}:${path}`}
      remoteId={remoteId}
      moduleName={moduleName}
      onRetry={retry}
    >
      <RemoteRouteView route={route} fallback={<LoadingScreen />} />
    </ModuleErrorBoundary>
  );
}
