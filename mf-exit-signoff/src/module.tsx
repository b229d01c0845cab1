/**
 * The `exit-signoff` remote (employee exit sign-off and pre-employee onboarding). Its routes and menu entries come from the route
 * registry in @itam/shared/contracts; each screen is a placeholder until its own issue.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import en from './locales/en/exit-signoff.json';
import hi from './locales/hi/exit-signoff.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'exit-signoff',
  i18n: { namespace: 'exit-signoff', resources: { en, hi } },
});

export default remoteModule;
