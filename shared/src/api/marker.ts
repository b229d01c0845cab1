/** The header every request of the product's web apps carries (SPEC.md section 7). */
export const MARKER_HEADER = 'X-Requested-With';
export const MARKER_VALUE = 'itam-web';

/** What every call to the API sends: JSON both ways and the marker header. */
export const API_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  [MARKER_HEADER]: MARKER_VALUE,
} as const;
