/**
 * The `assets` remote (dashboards, assets, diagnostics, devices, account settings and
 * branches). Routes and menu entries are its route data (./routes.ts). Real screens: the
 * dashboards, the asset list and its state views (In stock, Archive, Dispose), create and
 * edit with the asset's detail tabs, the company activity log, and the organisation
 * settings (account settings and their views, branches, /url_redirect, the classic
 * dashboard), and the diagnostics agent's screens (/devices with the review queue,
 * /diagnostics, /diagnostics/running, /diagnostics/results, /jobs-info); the other paths
 * are placeholders until their own issues. Each screen is its own chunk; the module's strings
 * are what the shell and the dashboards read, the other screens' load with them
 * (./screen-strings.ts).
 */
import { spawn } from 'redux-saga/effects';
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import CONTRIBUTIONS from './contributions';
import { ASSETS_ROUTES } from './routes';
import { ASSETS_SLICE_KEY, assetsReducer } from './features/assets/assets.slice';
import { assetsSaga } from './features/assets/assets.saga';
import en from './locales/en/assets.json';
import { loadHindi, withScreenStrings } from './screen-strings';
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
    assets: withScreenStrings(() => import('./features/assets/asset-list-screen')),
    assetNew: withScreenStrings(() => import('./features/asset-form/asset-new-screen')),
    assetEdit: withScreenStrings(() => import('./features/asset-form/asset-edit-screen')),
    inStock: withScreenStrings(() => import('./features/state-lists/in-stock-screen')),
    devices: withScreenStrings(() => import('./features/devices/devices-screen')),
    diagnostics: withScreenStrings(() => import('./features/devices/diagnostics-screen')),
    diagnosticsRunning: withScreenStrings(() =>
      import('./features/devices/job-screens').then((m) => ({
        default: m.DiagnosticsRunningScreen,
      })),
    ),
    diagnosticsResults: withScreenStrings(() =>
      import('./features/devices/job-screens').then((m) => ({
        default: m.DiagnosticsResultsScreen,
      })),
    ),
    jobsInfo: withScreenStrings(() =>
      import('./features/devices/job-screens').then((m) => ({ default: m.JobsInfoScreen })),
    ),
    archiveList: withScreenStrings(() => import('./features/state-lists/archive-screen')),
    disposeAsset: withScreenStrings(() => import('./features/state-lists/dispose-screen')),
    activityInfo: withScreenStrings(() => import('./features/activity/activity-info-screen')),
    dashboardOld: withScreenStrings(() => import('./features/org-settings/dashboard-old-screen')),
    accountSettings: withScreenStrings(
      () => import('./features/org-settings/account-settings-screen'),
    ),
    accountSettingsView: withScreenStrings(
      () => import('./features/org-settings/account-settings-screen'),
    ),
    accountSettingsTagSetup: withScreenStrings(() =>
      import('./features/org-settings/sub-page-screens').then((m) => ({
        default: m.TagSetupScreen,
      })),
    ),
    accountSettingsCreatePo: withScreenStrings(() =>
      import('./features/org-settings/sub-page-screens').then((m) => ({
        default: m.CreatePoScreen,
      })),
    ),
    companyBranches: withScreenStrings(
      () => import('./features/org-settings/company-branches-screen'),
    ),
    urlRedirect: withScreenStrings(() => import('./features/org-settings/url-redirect-screen')),
    acceptInvite: withScreenStrings(() => import('./features/org-settings/accept-invite-screen')),
    resetPassword: withScreenStrings(() =>
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
