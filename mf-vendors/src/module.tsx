/**
 * The `vendors` remote (vendor list, registration and questionnaires). Its routes and menu entries come from the route
 * registry in @itam/shared/contracts; each screen is a placeholder until its own issue.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import en from './locales/en/vendors.json';
import hi from './locales/hi/vendors.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'vendors',
  i18n: { namespace: 'vendors', resources: { en, hi } },
});

export default remoteModule;
