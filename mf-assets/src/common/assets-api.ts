/**
 * This remote's part of the kit's server-data layer: its tag types. Each endpoint lives in
 * its own file under `features/<feature>/api/` and injects itself here; a write
 * invalidates the tags of what it changed, so every screen showing it reads it again.
 */
import { serverApi, useInvalidate as useKitInvalidate } from '@itam/shared/store';

export { answerOf, type Answer, type Ok } from '@itam/shared/store';

export const ASSETS_TAGS = [
  'Asset',
  'AssetList',
  'AssetType',
  'Activity',
  'Assignment',
  'Audit',
  'Comment',
  'Image',
  'Depreciation',
  'Dashboard',
  'PurchaseOrder',
  'Branch',
  'TagRule',
  'Invitation',
  'Profile',
  'Department',
  'AgentComputer',
  'AgentReview',
  'AgentJob',
  'AgentThresholds',
] as const;

export const assetsApi = serverApi.enhanceEndpoints({ addTagTypes: ASSETS_TAGS });

export type AssetsTag = Parameters<typeof assetsApi.util.invalidateTags>[0][number];

/** After a write that runs outside an endpoint: every screen showing `tags` reads them again. */
export const useInvalidate = (): ((tags: readonly AssetsTag[]) => void) =>
  useKitInvalidate<AssetsTag>();
