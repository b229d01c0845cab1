/**
 * The signed-in side menu: enabled, permitted screens grouped by module, as plain links
 * (antd's Menu cost ~25 KB gzip on every signed-in page for an inline list of links).
 * The current screen's link is `aria-current="page"`; Tab reaches every link, and the
 * arrow keys, Home and End move between them as in antd's menu. Hovering or focusing an
 * entry preloads its remote. An entry with a count (./nav-counts.ts) shows it beside its
 * label, and its name reads it ("Approvals, 3 waiting", from its text, as the eye reads it).
 */
import { matchRoutePath, useRouteRegistry } from '@itam/shared/routing';
import { selectCompanyRoles, selectPolicies, useAppSelector } from '@itam/shared/store';
import { NavIcon } from '@itam/shared/ui';
import type { RemoteNavEntry } from '@itam/shared/contracts';
import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useLocation } from '@itam/shared/router';
import { useRemoteRuntime } from '../remotes/remote-runtime-context';
import { buildNavGroups, currentNavPath } from './build-nav';
import { useNavCounts } from './nav-counts';

/** The number shown: 99 at most. */
const shownCount = (n: number) => (n > 99 ? '99+' : String(n));

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Arrow keys, Home and End move focus between the menu's links. */
function onMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
  const next = NEXT_KEYS[event.key];
  if (!next || event.altKey || event.ctrlKey || event.metaKey) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index < 0 || !links.length) return;
  event.preventDefault();
  links[next(index, links.length)]!.focus();
}

interface MenuLinkProps {
  entry: RemoteNavEntry;
  /** The number beside the label (none at 0). */
  count: number;
  current: boolean;
  /** Hovered or focused: its remote is preloaded. */
  onReach: () => void;
  onNavigate?: () => void;
}

function MenuLink({ entry, count, current, onReach, onNavigate }: MenuLinkProps) {
  const { t } = useTranslation('common');
  const label = t(entry.labelKey);
  return (
    <li>
      <Link
        to={entry.path}
        className="itam-nav-link"
        aria-current={current ? 'page' : undefined}
        onMouseEnter={onReach}
        onFocus={onReach}
        onClick={onNavigate}
      >
        <NavIcon name={entry.icon} />
        <span className="itam-nav-label">{label}</span>
        {count > 0 ? (
          // Its name reads "Approvals, 3 waiting"; the eye sees the number.
          <span className="itam-nav-count">
            <span className="itam-visually-hidden">, </span>
            {shownCount(count)}
            <span className="itam-visually-hidden"> {t('nav.waiting')}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}

export interface SideMenuProps {
  id?: string;
  /** After a link is followed (the narrow layout closes the menu). */
  onNavigate?: () => void;
}

export function SideMenu({ id, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const runtime = useRemoteRuntime();
  const companyRoles = useAppSelector(selectCompanyRoles);
  const policies = useAppSelector(selectPolicies);
  // The registry grows when a remote deploys a route with a menu entry.
  const registry = useRouteRegistry();
  const groups = useMemo(
    () => buildNavGroups({ companyRoles, policies }, registry),
    [companyRoles, policies, registry],
  );
  const entries = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const counts = useNavCounts(entries);
  const selected = currentNavPath(groups, matchRoutePath(pathname, registry)?.entry.path, search);

  return (
    <nav id={id} aria-label={t('nav.menu')} className="itam-nav" onKeyDown={onMenuKeyDown}>
      {groups.map((group) => {
        // The module name titles its links visually, as in antd's menu; it does not label
        // the list, so a field named like a module ('Vendor') stays the page's only match.
        return (
          <div key={group.remoteId} className="itam-nav-group">
            <div className="itam-nav-title">{t(`modules.${group.remoteId}`)}</div>
            <ul className="itam-nav-list">
              {group.entries.map((entry) => (
                <MenuLink
                  key={entry.path}
                  entry={entry}
                  count={counts.get(entry.path) ?? 0}
                  current={entry.path === selected}
                  onReach={() => runtime.ensure(group.remoteId)}
                  onNavigate={onNavigate}
                />
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
