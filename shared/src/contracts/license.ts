/** Subscription state of SPEC.md section 4, carried as `licenseCode`. */
export const LICENSE_CODES = [
  'NOT_REQUIRED',
  'LICENSE_EXIST',
  'LICENSE_REQUIRED',
  'LICENSE_EXPIRED',
] as const;
export type LicenseCode = (typeof LICENSE_CODES)[number];

/** The client's value before the server has answered. */
export const LICENSE_UNKNOWN = 'NA' as const;
export type ClientLicenseCode = LicenseCode | typeof LICENSE_UNKNOWN;

/** Codes under which protected screens show. */
export const LICENSE_OPEN_CODES: readonly LicenseCode[] = ['NOT_REQUIRED', 'LICENSE_EXIST'];
