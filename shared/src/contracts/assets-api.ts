/**
 * Paths of the asset register API (relative to the API base `/api`), agreed in
 * ASSETS-API.md. Request and response types come from `../schemas/assets`, type-only,
 * re-exported by the entry (index.ts) so that no contract file imports the schemas.
 * `get-assets` and `GET/DELETE /assets/:id` are `API_PATHS.getAssets` / `API_PATHS.asset`.
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

/** One asset of `GET /assets/available`: in stock and reserved for no one. */
export interface AvailableAsset {
  _id: string;
  name: string;
  tag: string | null;
  serialNumber: string | null;
  model: string | null;
  assetType: { _id: string; name: string } | null;
}

export interface AvailableAssetsResponse {
  type: 'success';
  assets: AvailableAsset[];
}

/**
 * What holds an in-stock asset for someone: a shop order's unit until it is handed over, or
 * a joiner's onboarding until day one. Nobody else may be given it meanwhile.
 */
export interface AssetReservation {
  kind: 'shop' | 'onboarding';
  /** The shop order or the onboarding. */
  sourceId: string;
  /** The shop order's number (per company), null for an onboarding. */
  orderNumber: number | null;
  employee: { _id: string; name: string };
  /** YYYY-MM-DD, an onboarding's joining date. */
  joiningDate: string | null;
}

/** One asset of `GET /assets/reserved`: in stock and set aside for someone, with what holds it. */
export interface ReservedAsset extends AvailableAsset {
  reservation: AssetReservation;
}

export interface ReservedAssetsResponse {
  type: 'success';
  assets: ReservedAsset[];
  /** Every reserved asset of the company (the list holds at most `limit`). */
  total: number;
}

export const ASSET_API_PATHS = {
  list: '/assets/get-assets',
  /** In stock and reserved for no one (`?search=&assetTypeId=`, 50 at most): the pickers that hand assets out. */
  available: '/assets/available',
  /** In stock and reserved for a shop order or a joiner, with who holds each (`?limit=`, 50). */
  reserved: '/assets/reserved',
  create: '/assets',
  asset: (id: string) => `/assets/${id}`,
  bulk: '/assets/bulk',
  dashboard: '/assets/dashboard',
  state: (id: string) => `/assets/${id}/state`,
  assign: (id: string) => `/assets/${id}/assign`,
  unassign: (id: string) => `/assets/${id}/unassign`,
  assignments: (id: string) => `/assets/${id}/assignments`,
  dispose: (id: string) => `/assets/${id}/dispose`,
  activity: (id: string) => `/assets/${id}/activity`,
  audits: (id: string) => `/assets/${id}/audits`,
  depreciation: (id: string) => `/assets/${id}/depreciation`,
  imageUploadUrl: (id: string) => `/assets/${id}/images/upload-url`,
  images: (id: string) => `/assets/${id}/images`,
  comments: (id: string) => `/assets/${id}/comments`,
  comment: (id: string, commentId: string) => `/assets/${id}/comments/${commentId}`,
  assetTypes: '/company/asset-types',
  employeesDropdown: '/company/employees/dropdown',
  purchaseOrdersDropdown: '/company/purchase-orders/dropdown',
  locationsDropdown: '/company/locations/dropdown',
  companyActivity: '/activity',
  activityActors: '/activity/actors',
} as const;
