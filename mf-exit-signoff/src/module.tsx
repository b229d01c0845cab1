/**
 * The `exit-signoff` remote (employee exit sign-off and pre-employee onboarding). Its routes and menu entries are its route data
 * (./routes.ts); each screen is a placeholder until its own issue.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import { EXIT_SIGNOFF_ROUTES } from './routes';
import en from './locales/en/exit-signoff.json';
import hi from './locales/hi/exit-signoff.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'exit-signoff',
  routes: EXIT_SIGNOFF_ROUTES,
  i18n: { namespace: 'exit-signoff', resources: { en, hi } },
});

export default remoteModule;
