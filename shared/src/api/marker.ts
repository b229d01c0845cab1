/** The header every request of the product's web apps carries (SPEC.md section 7). */
export const MARKER_HEADER = 'X-Requested-With';
export const MARKER_VALUE = 'itam-web';
