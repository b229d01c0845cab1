import { matchRoutePath } from '@itam/shared/routing';
import { selectCompanyRoles, selectPolicies, useAppSelector } from '@itam/shared/store';
import { NavIcon } from '@itam/shared/ui';
import { Menu } from '@itam/shared/antd';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@itam/shared/router';
import { useRemoteRuntime } from '../remotes/remote-runtime-context';
import { buildNavGroups } from './build-nav';

/** Menu of enabled, permitted screens; hovering or focusing an entry preloads its remote. */
export function SideMenu() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const runtime = useRemoteRuntime();
  const companyRoles = useAppSelector(selectCompanyRoles);
  const policies = useAppSelector(selectPolicies);

  const items: MenuProps['items'] = useMemo(
    () =>
      buildNavGroups({ companyRoles, policies }).map((group) => ({
        type: 'group' as const,
        key: group.remoteId,
        label: t(`modules.${group.remoteId}`),
        children: group.entries.map((entry) => ({
          key: entry.path,
          icon: <NavIcon name={entry.icon} />,
          label: (
            <Link
              to={entry.path}
              onMouseEnter={() => runtime.ensure(group.remoteId)}
              onFocus={() => runtime.ensure(group.remoteId)}
            >
              {t(entry.labelKey)}
            </Link>
          ),
        })),
      })),
    [companyRoles, policies, runtime, t],
  );
  const selected = matchRoutePath(pathname)?.entry.path;

  return (
    <nav aria-label={t('nav.menu')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
