/**
 * This remote's part of the kit's server-data layer: its tag types. Each endpoint lives in
 * its own file under `features/<feature>/api/` and injects itself here; a write (or a sync
 * of the offline queue) invalidates the tags of what it changed, so every screen showing
 * it reads it again. `Asset`, `Audit` and `Image` are the asset register's tags too: a
 * change made here refreshes the register's screens of that asset, and the other way round.
 */
import { serverApi, useInvalidate as useKitInvalidate } from '@itam/shared/store';

export { answerOf, type Answer, type Ok } from '@itam/shared/store';

export const SCANNER_TAGS = [
  'Asset',
  'Audit',
  'Image',
  'AssetType',
  'AuditSession',
  'AuditSessionList',
] as const;

export const scannerApi = serverApi.enhanceEndpoints({ addTagTypes: SCANNER_TAGS });

export type ScannerTag = Parameters<typeof scannerApi.util.invalidateTags>[0][number];

/** The tags of everything a change to one asset may show on: its card, audits and photos. */
export const assetTags = (id: string): ScannerTag[] => [
  { type: 'Asset', id },
  { type: 'Audit', id },
  { type: 'Image', id },
];

/** After a write that runs outside an endpoint: every screen showing `tags` reads them again. */
export const useInvalidate = (): ((tags: readonly ScannerTag[]) => void) =>
  useKitInvalidate<ScannerTag>();
