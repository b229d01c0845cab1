export {
  ApiError,
  ENTITLEMENT_CODES,
  isApiError,
  isEntitlementRefusal,
  toApiError,
  expectSuccess,
  type FieldIssue,
} from './api-error';
export {
  describeFieldIssue,
  type FieldIssueTextOptions,
  type FieldLabels,
} from './field-issue-text';
export {
  http,
  httpClient,
  setUnauthorizedHandler,
  setEntitlementHandler,
  MARKER_HEADER,
  MARKER_VALUE,
  IDEMPOTENCY_KEY_HEADER,
  newIdempotencyKey,
} from './http-client';
export {
  getRuntimeConfig,
  setRuntimeConfig,
  DEFAULT_API_BASE,
  type RuntimeConfig,
} from './runtime-config';
export { readToken, storeToken, clearToken } from './token-storage';
export { API_HEADERS } from './marker';
export type { EarlyAnswer, EarlyRequest, EarlyRequestsGlobal } from './early-requests';
export {
  uploadToPresignedUrl,
  uploadWithTicket,
  type PresignedUploadOptions,
  type UploadTicket,
} from './upload-to-presigned-url';
export { downloadBlob, downloadByLink } from './download-by-link';
export { getProductSlug, resetProductSlug } from './product-slug';
export { verifyToken, type VerifyTokenSuccess } from './endpoints/verify-token';
export { login, type LoginSuccess } from './endpoints/login';
export { logout } from './endpoints/logout';
export { getRoles, type RolesSuccess } from './endpoints/get-roles';
export { getSubscription, type SubscriptionSuccess } from './endpoints/get-subscription';
export { getLocationsDropdown, type LocationsSuccess } from './endpoints/get-locations-dropdown';
export { getConfig, type ConfigSuccess } from './endpoints/get-config';
export { getServerConfig, resetServerConfig } from './server-config';
