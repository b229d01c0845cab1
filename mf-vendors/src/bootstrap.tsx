// Standalone development: the module inside the shared dev host (same store, router, i18n, theme).
import { startDevHost } from '@itam/shared/dev-host';
import remoteModule from './module';
import { VENDORS_ROUTES } from './routes';

startDevHost(remoteModule, VENDORS_ROUTES);
