/**
 * The `assets` remote (dashboards, assets, diagnostics, devices, account settings and
 * branches). Routes and menu entries come from the route registry. Real screens: the
 * dashboards, the asset list and its state views (In stock, Archive, Dispose), create and
 * edit with the asset's detail tabs, and the company activity log; the other paths are
 * placeholders until their own issues. Each screen is its own chunk.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import { ASSETS_SLICE_KEY, assetsReducer } from './features/assets/assets.slice';
import { assetsSaga } from './features/assets/assets.saga';
import en from './locales/en/assets.json';
import hi from './locales/hi/assets.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'assets',
  i18n: { namespace: 'assets', resources: { en, hi } },
  screens: {
    dashboard: () => import('./features/dashboard/dashboard-screen'),
    dashboardItTracking: () => import('./features/dashboard/it-tracking-screen'),
    assets: () => import('./features/assets/asset-list-screen'),
    assetNew: () => import('./features/asset-form/asset-new-screen'),
    assetEdit: () => import('./features/asset-form/asset-edit-screen'),
    inStock: () => import('./features/state-lists/in-stock-screen'),
    archiveList: () => import('./features/state-lists/archive-screen'),
    disposeAsset: () => import('./features/state-lists/dispose-screen'),
    activityInfo: () => import('./features/activity/activity-info-screen'),
  },
  reducers: { [ASSETS_SLICE_KEY]: assetsReducer },
  saga: assetsSaga,
});

export default remoteModule;
