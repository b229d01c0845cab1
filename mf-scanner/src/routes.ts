/**
 * The routes of the `scanner` remote (the QR scanner: its login, reader and scanned
 * asset). Its build writes them into its entry of `remotes.json` (see
 * shared/src/contracts/route-registry.ts); the shell reads them there.
 */
import {
  BOTH_PUBLIC,
  navEntry,
  perm,
  protectedRoute,
  publicRoute,
  type RouteEntry,
} from '@itam/shared/contracts';

const assetView = perm('on_asset', 'asset', 'view');

export const SCANNER_ROUTES: readonly RouteEntry[] = [
  publicRoute('scanner', 'scannerLogin', BOTH_PUBLIC),
  protectedRoute('scanner', 'scannerQrReader', 'asset-management', {
    permission: assetView,
    ...navEntry('scannerQrReader', 'scanner'),
  }),
  protectedRoute('scanner', 'scannerAsset', 'asset-management', { permission: assetView }),
];

export default SCANNER_ROUTES;
