/**
 * API paths (relative to the API base `/api`) and the types of every request and
 * response. The types are inferred from the zod schemas in `@itam/shared/schemas`
 * and re-exported type-only by the entry (index.ts), so importing contracts never loads
 * zod and no contract file imports the schemas.
 */
export const API_PATHS = {
  login: '/auth/login?requestType=verifyPassword',
  verifyToken: '/auth/verify-token',
  logout: '/auth/logout',
  roles: (product: string) => `/${product}/roles/get`,
  locationsDropdown: '/company/locations/dropdown',
  getAssets: '/assets/get-assets',
  webVisited: (product: string) => `/${product}/open-api/web-visited`,
  health: '/health',
  config: '/config',
  asset: (id: string) => `/assets/${id}`,
} as const;

export const ASSET_SORT_FIELDS = [
  'createdAt',
  'name',
  'serialNumber',
  'dateOfPurchase',
  'dateOfAssign',
  'price',
  'warrantyRemaining',
  'state',
] as const;
export type AssetSortField = (typeof ASSET_SORT_FIELDS)[number];

/** The value of get-assets' `assetTypeId` / `officeId` that asks for assets without a type / branch. */
export const UNSET_FILTER = 'none';

/** Days ahead get-assets' `warrantyEndsWithinDays` may look (ten years). */
export const WARRANTY_FILTER_MAX_DAYS = 3650;
