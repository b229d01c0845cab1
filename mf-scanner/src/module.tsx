/**
 * The `scanner` remote (the QR scanner: its login, reader and scanned asset). Its routes and menu entries are its route data
 * (./routes.ts); each screen is a placeholder until its own issue.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import { SCANNER_ROUTES } from './routes';
import en from './locales/en/scanner.json';
import hi from './locales/hi/scanner.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'scanner',
  routes: SCANNER_ROUTES,
  i18n: { namespace: 'scanner', resources: { en, hi } },
});

export default remoteModule;
