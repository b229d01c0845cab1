/**
 * The `assets` remote (dashboards, assets, diagnostics, devices, account settings and
 * branches). Routes and menu entries are its route data (./routes.ts). Real screens: the
 * dashboards, the asset list and its state views (In stock, Archive, Dispose), create and
 * edit with the asset's detail tabs, the company activity log, and the organisation
 * settings (account settings and their views, branches, /url_redirect, the classic
 * dashboard), and the diagnostics agent's screens (/devices with the review queue,
 * /diagnostics, /diagnostics/running, /diagnostics/results, /jobs-info); the other paths
 * are placeholders until their own issues. Each screen is its own chunk.
 */
import { spawn } from 'redux-saga/effects';
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import CONTRIBUTIONS from './contributions';
import { ASSETS_ROUTES } from './routes';
import { ASSETS_SLICE_KEY, assetsReducer } from './features/assets/assets.slice';
import { assetsSaga } from './features/assets/assets.saga';
import en from './locales/en/assets.json';
import orgEn from './locales/en/settings/org.json';
import {
  EMPLOYEE_IMPORT_SLICE_KEY,
  employeeImportReducer,
} from './features/employee-import/employee-import.slice';
import { employeeImportSaga } from './features/employee-import/employee-import.saga';

/** The organisation settings' strings (their own file) join the namespace's, screens merged. */
function withSettings<T extends { screens: object }, S extends { screens: object }>(
  base: T,
  org: S,
) {
  return { ...base, ...org, screens: { ...base.screens, ...org.screens } };
}

/** The Hindi strings, loaded only when Hindi is shown (a page in English never downloads them). */
async function loadHindi() {
  const [hi, orgHi] = await Promise.all([
    import('./locales/hi/assets.json'),
    import('./locales/hi/settings/org.json'),
  ]);
  return withSettings(hi.default, orgHi.default);
}

function* rootSaga(): Generator {
  yield spawn(assetsSaga);
  yield spawn(employeeImportSaga);
}

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'assets',
  routes: ASSETS_ROUTES,
  i18n: {
    namespace: 'assets',
    resources: { en: withSettings(en, orgEn), hi: {} },
  },
  i18nLoad: { hi: loadHindi },
  screens: {
    dashboard: () => import('./features/dashboard/dashboard-screen'),
    dashboardItTracking: () => import('./features/dashboard/it-tracking-screen'),
    assets: () => import('./features/assets/asset-list-screen'),
    assetNew: () => import('./features/asset-form/asset-new-screen'),
    assetEdit: () => import('./features/asset-form/asset-edit-screen'),
    inStock: () => import('./features/state-lists/in-stock-screen'),
    devices: () => import('./features/devices/devices-screen'),
    diagnostics: () => import('./features/devices/diagnostics-screen'),
    diagnosticsRunning: () =>
      import('./features/devices/job-screens').then((m) => ({
        default: m.DiagnosticsRunningScreen,
      })),
    diagnosticsResults: () =>
      import('./features/devices/job-screens').then((m) => ({
        default: m.DiagnosticsResultsScreen,
      })),
    jobsInfo: () =>
      import('./features/devices/job-screens').then((m) => ({ default: m.JobsInfoScreen })),
    archiveList: () => import('./features/state-lists/archive-screen'),
    disposeAsset: () => import('./features/state-lists/dispose-screen'),
    activityInfo: () => import('./features/activity/activity-info-screen'),
    dashboardOld: () => import('./features/org-settings/dashboard-old-screen'),
    accountSettings: () => import('./features/org-settings/account-settings-screen'),
    accountSettingsView: () => import('./features/org-settings/account-settings-screen'),
    accountSettingsTagSetup: () =>
      import('./features/org-settings/sub-page-screens').then((m) => ({
        default: m.TagSetupScreen,
      })),
    accountSettingsCreatePo: () =>
      import('./features/org-settings/sub-page-screens').then((m) => ({
        default: m.CreatePoScreen,
      })),
    companyBranches: () => import('./features/org-settings/company-branches-screen'),
    urlRedirect: () => import('./features/org-settings/url-redirect-screen'),
    acceptInvite: () => import('./features/org-settings/accept-invite-screen'),
    resetPassword: () =>
      import('./features/org-settings/accept-invite-screen').then((m) => ({
        default: m.ResetPasswordScreen,
      })),
  },
  contributions: CONTRIBUTIONS,
  reducers: {
    [ASSETS_SLICE_KEY]: assetsReducer,
    [EMPLOYEE_IMPORT_SLICE_KEY]: employeeImportReducer,
  },
  saga: rootSaga,
});

export default remoteModule;
