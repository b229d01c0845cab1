/**
 * The `assets` remote (dashboards, assets, diagnostics, devices, account settings and
 * branches). Routes and menu entries come from the route registry; `/assets` is the real
 * asset list, the other screens are placeholders until their own issues.
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
  screens: { assets: () => import('./features/assets/asset-list-screen') },
  reducers: { [ASSETS_SLICE_KEY]: assetsReducer },
  saga: assetsSaga,
});

export default remoteModule;
