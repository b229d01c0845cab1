/**
 * The `scanner` remote (the QR scanner: its login, reader and scanned asset), phone first.
 * Its routes and menu entries are its route data (./routes.ts). Screens: the sign-in
 * (/scanner/login), the reader with the audit sessions (/scanner/qr-reader, a session
 * as `?session=<id>`) and the scanned asset's card (/scanner/asset/:id). Each screen is
 * its own chunk.
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
  screens: {
    scannerLogin: () => import('./features/login/scanner-login-screen'),
    scannerQrReader: () => import('./features/reader/qr-reader-screen'),
    scannerAsset: () => import('./features/asset/asset-card-screen'),
  },
});

export default remoteModule;
