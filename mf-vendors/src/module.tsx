/**
 * The `vendors` remote (vendor list, registration and questionnaires). Its routes and menu entries are its route data
 * (./routes.ts); each screen is a placeholder until its own issue.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import { VENDORS_ROUTES } from './routes';
import en from './locales/en/vendors.json';
import hi from './locales/hi/vendors.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'vendors',
  routes: VENDORS_ROUTES,
  i18n: { namespace: 'vendors', resources: { en, hi } },
});

export default remoteModule;
