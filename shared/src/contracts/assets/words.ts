/**
 * The asset register's words (zod-free, so `@itam/shared/contracts` offers them to every
 * page): methods, conditions, image types, activity actions, agreed in ASSETS-API.md.
 *
 * Details settled here (beyond or differing from ASSETS-API.md):
 * - States are the keys of ASSET_STATES ('IN_INVENTORY', not 'In Inventory').
 * - POST /assets validates with `assetCreateSchema` (no DISPOSED start), PUT with
 *   `assetInputSchema`. Creates (assets, audits, comments) answer 201.
 * - A state change the table refuses (state, assign, unassign, dispose, PUT) answers
 *   409 with `issues: [{ field: 'state' }]`; a date out of order 400 `date`.
 * - POST /assets/:id/state also takes `date` (default today); assign and unassign take
 *   `note`; unassign returns the asset to IN_INVENTORY; dispose `method` is one of
 *   DISPOSAL_METHODS. Bulk refuses ASSIGNED and DISPOSED as targets.
 * - GET /assets/:id/assignments needs asset.view. Only a comment's author may edit it (403).
 * - Depreciation answers `{ settings, schedule }`, schedule null while the asset lacks a
 *   price, a start date or settings; `toDate: { asOf, value, accumulated }`,
 *   `endOfLife: { date, value }`.
 * - upload-url also answers `expiresAt` (10 minutes); the PUT answers `{ image }`
 *   without `url`; list `url`s are signed read addresses bound to the caller's session.
 * - Activity rows carry `entityType` and `entityId` too; `limit` defaults to 20.
 * - Dashboard warranty counts are cumulative from today and leave out DISPOSED assets;
 *   assets without a type or branch count as 'Unspecified'.
 */

// Plain constants live here (not in the schemas) so the browser gets them without zod.
export const DEPRECIATION_METHODS = ['straight-line', 'declining-balance'] as const;
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number];

export const AUDIT_CONDITIONS = ['good', 'fair', 'poor', 'damaged'] as const;
export type AuditCondition = (typeof AUDIT_CONDITIONS)[number];

export const DISPOSAL_METHODS = [
  'recycled',
  'sold',
  'donated',
  'scrapped',
  'returned-to-vendor',
  'e-waste',
] as const;
export type DisposalMethod = (typeof DISPOSAL_METHODS)[number];

export const ASSET_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AssetImageType = (typeof ASSET_IMAGE_TYPES)[number];
export const ASSET_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** `action` of an asset's activity rows (translate as `assets.activity.<action>`). */
export const ASSET_ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'state-change',
  'assign',
  'unassign',
  'dispose',
  'audit.create',
  'depreciation.update',
  'image.upload',
  'comment.create',
  'comment.update',
  /** An exit started for the holder: the asset is to come back (after: {exitId, employee}). */
  'exit.pending-return',
] as const;
export type AssetActivityAction = (typeof ASSET_ACTIVITY_ACTIONS)[number];

/** `entityType` of activity rows: everything logged so far is about an asset. */
export const ACTIVITY_ENTITY_TYPES = ['asset'] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

export const BULK_ASSET_LIMIT = 500;
