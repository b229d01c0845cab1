/**
 * The `marketing` remote (the public and marketing pages (all but /login and /scanner/login)). Its routes and menu entries come from the route
 * registry in @itam/shared/contracts; each screen is a placeholder until its own issue.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import en from './locales/en/marketing.json';
import hi from './locales/hi/marketing.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'marketing',
  i18n: { namespace: 'marketing', resources: { en, hi } },
});

export default remoteModule;
