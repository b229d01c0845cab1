/**
 * A protected path for a logged-in visitor: subscription gate, then the company module
 * (not enabled → a screen, and the remote is never downloaded), then the role's permission
 * (403), then the owner remote's screen.
 */
import type { RouteEntry } from '@itam/shared/contracts';
import {
  selectCompanyRoles,
  selectPolicies,
  selectRolesStatus,
  useAppSelector,
} from '@itam/shared/store';
import { ForbiddenScreen, ModuleNotEnabledScreen, useDocumentTitle } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import type { ReactNode } from 'react';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { screenGate } from './route-access';
import { RoutePending } from './route-pending';
import { SubscriptionGate } from './subscription-gate';

function PermissionGate({ entry, pending }: { entry: RouteEntry; pending: ReactNode }) {
  const companyRoles = useAppSelector(selectCompanyRoles);
  const policies = useAppSelector(selectPolicies);
  const rolesStatus = useAppSelector(selectRolesStatus);
  const gate = screenGate(entry, companyRoles, policies, rolesStatus);
  if (gate === 'not-enabled') return <ModuleNotEnabledScreen />;
  if (gate === 'pending') return pending;
  if (gate === 'forbidden') return <ForbiddenScreen />;
  if (entry.owner === 'shell') return null;
  return <RemoteOutlet remoteId={entry.owner} path={entry.path} pending={pending} />;
}

/** The browser title of a signed-in route: its title, else its menu label. */
function useRouteTitle(entry: RouteEntry): void {
  const { t } = useTranslation('common');
  const label = entry.nav ? t(entry.nav.labelKey) : null;
  useDocumentTitle(t(`titles.${entry.key}`, { defaultValue: label ?? '' }) || null);
}

export function ProtectedRoute({ entry }: { entry: RouteEntry }) {
  useRouteTitle(entry);
  // Until the screen can show, its page header (when the route names one) over a spinner.
  const pending = <RoutePending heading={entry.heading} />;
  return (
    <SubscriptionGate pending={pending}>
      <PermissionGate entry={entry} pending={pending} />
    </SubscriptionGate>
  );
}
