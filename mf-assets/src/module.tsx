/**
 * The `assets` remote (dashboards, assets, diagnostics, devices, account settings and
 * branches). Routes and menu entries are its route data (./routes.ts). Real screens: the
 * dashboards, the asset list and its state views (In stock, Archive, Dispose), create and
 * edit with the asset's detail tabs, the company activity log, and the organisation
 * settings (account settings and their views, branches, /url_redirect, the classic
 * dashboard), and the diagnostics agent's screens (/devices with the review queue,
 * /diagnostics, /diagnostics/running, /diagnostics/results, /jobs-info); the other paths
 * are placeholders until their own issues. Each screen is its own chunk; the organisation's
 * strings load with the screens that may show them (./org-strings.ts), not the dashboards.
 */
import { spawn } from 'redux-saga/effects';
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import CONTRIBUTIONS from './contributions';
import { ASSETS_ROUTES } from './routes';
import { ASSETS_SLICE_KEY, assetsReducer } from './features/assets/assets.slice';
import { assetsSaga } from './features/assets/assets.saga';
import en from './locales/en/assets.json';
import { loadHindi, withOrgStrings } from './org-strings';
import {
  EMPLOYEE_IMPORT_SLICE_KEY,
  employeeImportReducer,
} from './features/employee-import/employee-import.slice';
import { employeeImportSaga } from './features/employee-import/employee-import.saga';

function* rootSaga(): Generator {
  yield spawn(assetsSaga);
  yield spawn(employeeImportSaga);
}

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'assets',
  routes: ASSETS_ROUTES,
  i18n: {
    namespace: 'assets',
    resources: { en, hi: {} },
  },
  i18nLoad: { hi: loadHindi },
  screens: {
    dashboard: () => import('./features/dashboard/dashboard-screen'),
    dashboardItTracking: () => import('./features/dashboard/it-tracking-screen'),
    assets: withOrgStrings(() => import('./features/assets/asset-list-screen')),
    assetNew: withOrgStrings(() => import('./features/asset-form/asset-new-screen')),
    assetEdit: withOrgStrings(() => import('./features/asset-form/asset-edit-screen')),
    inStock: withOrgStrings(() => import('./features/state-lists/in-stock-screen')),
    devices: withOrgStrings(() => import('./features/devices/devices-screen')),
    diagnostics: withOrgStrings(() => import('./features/devices/diagnostics-screen')),
    diagnosticsRunning: withOrgStrings(() =>
      import('./features/devices/job-screens').then((m) => ({
        default: m.DiagnosticsRunningScreen,
      })),
    ),
    diagnosticsResults: withOrgStrings(() =>
      import('./features/devices/job-screens').then((m) => ({
        default: m.DiagnosticsResultsScreen,
      })),
    ),
    jobsInfo: withOrgStrings(() =>
      import('./features/devices/job-screens').then((m) => ({ default: m.JobsInfoScreen })),
    ),
    archiveList: withOrgStrings(() => import('./features/state-lists/archive-screen')),
    disposeAsset: withOrgStrings(() => import('./features/state-lists/dispose-screen')),
    activityInfo: withOrgStrings(() => import('./features/activity/activity-info-screen')),
    dashboardOld: withOrgStrings(() => import('./features/org-settings/dashboard-old-screen')),
    accountSettings: withOrgStrings(
      () => import('./features/org-settings/account-settings-screen'),
    ),
    accountSettingsView: withOrgStrings(
      () => import('./features/org-settings/account-settings-screen'),
    ),
    accountSettingsTagSetup: withOrgStrings(() =>
      import('./features/org-settings/sub-page-screens').then((m) => ({
        default: m.TagSetupScreen,
      })),
    ),
    accountSettingsCreatePo: withOrgStrings(() =>
      import('./features/org-settings/sub-page-screens').then((m) => ({
        default: m.CreatePoScreen,
      })),
    ),
    companyBranches: withOrgStrings(
      () => import('./features/org-settings/company-branches-screen'),
    ),
    urlRedirect: withOrgStrings(() => import('./features/org-settings/url-redirect-screen')),
    acceptInvite: withOrgStrings(() => import('./features/org-settings/accept-invite-screen')),
    resetPassword: withOrgStrings(() =>
      import('./features/org-settings/accept-invite-screen').then((m) => ({
        default: m.ResetPasswordScreen,
      })),
    ),
  },
  contributions: CONTRIBUTIONS,
  reducers: {
    [ASSETS_SLICE_KEY]: assetsReducer,
    [EMPLOYEE_IMPORT_SLICE_KEY]: employeeImportReducer,
  },
  saga: rootSaga,
});

export default remoteModule;
