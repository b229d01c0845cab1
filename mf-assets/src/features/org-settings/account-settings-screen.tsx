/**
 * `/account-settings` and `/account-settings/:view`: the side list of the views the role
 * may see and the chosen view. `/account-settings` opens the first; an unknown view is
 * not found, one the company's modules do not enable says so, a known one the role may not
 * see is forbidden.
 */
import { Suspense, type ReactNode } from 'react';
import { isSettingsView, type SettingsView } from '@itam/shared/contracts';
import { Flex, Skeleton } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Navigate, NavLink, useParams } from '@itam/shared/router';
import { selectCompanyRoles, useAppSelector } from '@itam/shared/store';
import {
  ForbiddenScreen,
  ModuleNotEnabledScreen,
  NotFoundScreen,
  PageHeader,
  ScreenRoot,
} from '@itam/shared/ui';
import { settingsPath } from './settings-path';
import { allowedViews, isViewEnabled, SETTINGS_VIEW_COMPONENTS } from './settings-views';

function SideList({ views, current }: { views: SettingsView[]; current: SettingsView }) {
  const { t } = useTranslation('assets');
  return (
    <nav aria-label={t('org.nav.label')} style={{ minWidth: 200 }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {views.map((view) => (
          <li key={view}>
            <NavLink
              to={settingsPath(view)}
              aria-current={view === current ? 'page' : undefined}
              style={{
                display: 'block',
                padding: '8px 12px',
                borderRadius: 6,
                fontWeight: view === current ? 600 : 400,
                background: view === current ? 'rgba(51, 215, 219, 0.15)' : undefined,
              }}
            >
              {t(`org.views.${view}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of a settings page: the title, the side list and the content. */
export function SettingsFrame({ view, children }: { view: SettingsView; children: ReactNode }) {
  const { t } = useTranslation('assets');
  const policies = useAppSelector((state) => state.session?.policies);
  const companyRoles = useAppSelector(selectCompanyRoles);
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.accountSettings.title')}
        description={t(`org.viewDescriptions.${view}`)}
      />
      <Flex gap={24} align="flex-start" wrap>
        <SideList views={allowedViews(policies, companyRoles)} current={view} />
        {/* 320 px wide before wrapping under the list, never wider than the window. */}
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>{children}</div>
      </Flex>
    </ScreenRoot>
  );
}

/** Checks the `:view` of the address: the view, or the screen to show instead. */
export function useSettingsView(): { view: SettingsView } | { screen: ReactNode } {
  const { view } = useParams<{ view?: string }>();
  const policies = useAppSelector((state) => state.session?.policies);
  const companyRoles = useAppSelector(selectCompanyRoles);
  const views = allowedViews(policies, companyRoles);
  if (view === undefined) {
    const first = views[0];
    return { screen: first ? <Navigate replace to={settingsPath(first)} /> : <ForbiddenScreen /> };
  }
  if (!isSettingsView(view)) return { screen: <NotFoundScreen /> };
  if (!isViewEnabled(view, companyRoles)) return { screen: <ModuleNotEnabledScreen /> };
  if (!views.includes(view)) return { screen: <ForbiddenScreen /> };
  return { view };
}

export default function AccountSettingsScreen() {
  const checked = useSettingsView();
  if ('screen' in checked) return <>{checked.screen}</>;
  const View = SETTINGS_VIEW_COMPONENTS[checked.view];
  return (
    <SettingsFrame view={checked.view}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <View />
      </Suspense>
    </SettingsFrame>
  );
}
