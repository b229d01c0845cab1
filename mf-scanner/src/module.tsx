/**
 * The `scanner` remote (the QR scanner: its login, reader and scanned asset). Its routes and menu entries come from the route
 * registry in @itam/shared/contracts; each screen is a placeholder until its own issue.
 */
import type { RemoteModule } from '@itam/shared/contracts';
import { defineRemoteModule } from '@itam/shared/remote';
import en from './locales/en/scanner.json';
import hi from './locales/hi/scanner.json';

const remoteModule: RemoteModule = defineRemoteModule({
  id: 'scanner',
  i18n: { namespace: 'scanner', resources: { en, hi } },
});

export default remoteModule;
