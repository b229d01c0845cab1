/**
 * Paths of the asset register API: ASSET_API_PATHS relative to the API base `/api` (what
 * the remotes call), ASSET_ROUTES as the API registers them. `get-assets` and
 * `GET/DELETE /assets/:id` are also `API_PATHS.getAssets` / `API_PATHS.asset`.
 */
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

/** The routes of the asset register, as the API declares them. */
export const ASSET_ROUTES = {
  list: '/api/assets/get-assets',
  available: '/api/assets/available',
  reserved: '/api/assets/reserved',
  create: '/api/assets',
  asset: '/api/assets/:id',
  bulk: '/api/assets/bulk',
  dashboard: '/api/assets/dashboard',
  state: '/api/assets/:id/state',
  assign: '/api/assets/:id/assign',
  unassign: '/api/assets/:id/unassign',
  assignments: '/api/assets/:id/assignments',
  dispose: '/api/assets/:id/dispose',
  activity: '/api/assets/:id/activity',
  audits: '/api/assets/:id/audits',
  depreciation: '/api/assets/:id/depreciation',
  imageUploadUrl: '/api/assets/:id/images/upload-url',
  images: '/api/assets/:id/images',
  comments: '/api/assets/:id/comments',
  comment: '/api/assets/:id/comments/:commentId',
  assetTypes: '/api/company/asset-types',
  employeesDropdown: '/api/company/employees/dropdown',
  purchaseOrdersDropdown: '/api/company/purchase-orders/dropdown',
  companyActivity: '/api/activity',
  activityActors: '/api/activity/actors',
} as const;
