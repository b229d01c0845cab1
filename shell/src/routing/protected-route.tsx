/**
 * A protected path for a logged-in visitor: subscription gate, then the company module
 * (not enabled → a screen, and the remote is never downloaded), then the role's permission
 * (403), then the owner remote's screen.
 */
import {
  isRouteAllowed,
  isRouteEnabled,
  needsPermission,
  type RemoteId,
  type RouteEntry,
} from '@itam/shared/contracts';
import { findRemoteRoute } from '@itam/shared/remote';
import {
  selectCompanyRoles,
  selectPolicies,
  selectRolesStatus,
  useAppSelector,
} from '@itam/shared/store';
import {
  ForbiddenScreen,
  LoadingScreen,
  ModuleNotEnabledScreen,
  useDocumentTitle,
} from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import { useEffect } from 'react';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { useRemote } from '../remotes/remote-runtime-context';
import { SubscriptionGate } from './subscription-gate';

/**
 * While the role is still being read, the remote of an enabled module and the code of its
 * screen download already; the permission still decides whether the screen shows.
 */
function ScreenPrefetch({ remoteId, path }: { remoteId: RemoteId; path: string }) {
  const state = useRemote(remoteId);
  useEffect(() => {
    if (state.status !== 'ready') return;
    const lazy = findRemoteRoute(state.module.routes, path)?.lazy;
    // A failure shows when the screen itself asks (its error boundary, the reload guard).
    if (typeof lazy === 'function') Promise.resolve(lazy()).catch(() => undefined);
  }, [state, path]);
  return null;
}

function PermissionGate({ entry }: { entry: RouteEntry }) {
  const companyRoles = useAppSelector(selectCompanyRoles);
  const policies = useAppSelector(selectPolicies);
  const rolesStatus = useAppSelector(selectRolesStatus);
  if (!isRouteEnabled(companyRoles, entry)) return <ModuleNotEnabledScreen />;
  if (needsPermission(entry)) {
    if (rolesStatus === 'idle' || rolesStatus === 'loading')
      return (
        <>
          <LoadingScreen />
          {entry.owner !== 'shell' && <ScreenPrefetch remoteId={entry.owner} path={entry.path} />}
        </>
      );
    if (!isRouteAllowed(policies, entry)) return <ForbiddenScreen />;
  }
  if (entry.owner === 'shell') return null;
  return <RemoteOutlet remoteId={entry.owner} path={entry.path} />;
}

/** The browser title of a signed-in route: its title, else its menu label. */
function useRouteTitle(entry: RouteEntry): void {
  const { t } = useTranslation('common');
  const label = entry.nav ? t(entry.nav.labelKey) : null;
  useDocumentTitle(t(`titles.${entry.key}`, { defaultValue: label ?? '' }) || null);
}

export function ProtectedRoute({ entry }: { entry: RouteEntry }) {
  useRouteTitle(entry);
  return (
    <SubscriptionGate>
      <PermissionGate entry={entry} />
    </SubscriptionGate>
  );
}
