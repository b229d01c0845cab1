/** Business constants of SPEC.md section 9. */
export const DEFAULT_ASSET_PAGE_SIZE = 10;
export const DEFAULT_ASSET_PAGE_NUMBER = 0;
export const LOGIN_ERROR_TIMEOUT_MS = 7000;
export const WEB_VISITED_DELAY_MS = 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const BRAND_PRIMARY = '#33D7DB';
export const SNACKBAR_Z_INDEX = 1300;
/** localStorage key of the session token. */
export const JWT_TOKEN_KEY = 'jwtToken';
/** The default product slug in `/{product}/...` API paths. */
export const DEFAULT_PRODUCT_SLUG = 'itam';
