/**
 * zod schemas of the request and response shapes of SPEC.md section 7. The API
 * validates with them; browser code imports their inferred types from
 * `@itam/shared/contracts` (type-only, so zod stays out of the browser's start-up
 * bundle) and imports a schema from here only where a form validates with it.
 */
import { z } from './zod';
import { ASSET_SORT_FIELDS, UNSET_FILTER, WARRANTY_FILTER_MAX_DAYS } from './api';
import { ASSET_STATES } from './asset-states';
import { COMPANY_CLOCKS } from './date-time';
import { FIELD_ISSUE_CODES } from './field-issues';
import { LICENSE_CODES } from './license';
import { COMPANY_MODULES } from './modules';
import type { Policies } from './permissions';
import { commaList } from './query-lists';

/**
 * A refused field of a 400: its path, an English sentence naming it, and (for the input's
 * shape) a stable code with the limit (contracts' FieldIssueDetail).
 */
const fieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
  code: z.enum(FIELD_ISSUE_CODES).optional(),
  origin: z.enum(['string', 'array', 'number', 'date', 'other']).optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  values: z.array(z.string()).optional(),
  format: z.string().optional(),
});

/** A failed call: `type: 'error'` and a human-readable `error`; 400s name the fields. */
export const apiErrorSchema = z.object({
  type: z.literal('error'),
  error: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
  /** Why, for the browser to act on: LICENSE_REQUIRED, LICENSE_EXPIRED, MODULE_NOT_ENABLED. */
  code: z.string().optional(),
  /** On a 429: whole seconds to wait before trying again (as in Retry-After). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('success'), token: z.string() }),
  apiErrorSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const verifyTokenResponseSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('success'),
    user: sessionUserSchema,
    company: z.object({
      _id: z.string(),
      name: z.string(),
      roles: z.array(z.enum(COMPANY_MODULES)),
      logo: z.string().nullable(),
      /** IANA time zone of the company's days and times (e.g. Asia/Kolkata). */
      timeZone: z.string().optional(),
      /** ISO 4217 code of the company's money (e.g. INR). */
      currency: z.string().optional(),
      /** The company's clock: '24h' (14:30) or '12h' (2:30 pm). */
      clock: z.enum(COMPANY_CLOCKS).optional(),
    }),
    licenseCode: z.enum(LICENSE_CODES),
  }),
  apiErrorSchema,
]);
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;

export type RolesResponse =
  | {
      type: 'success';
      roleInfo: { roleName: string; policies: Policies };
      accessLevel: string;
    }
  | ApiErrorBody;

export const locationSchema = z.object({
  _id: z.string(),
  branchId: z.string(),
  name: z.string(),
  city: z.string().nullable(),
});
export type Location = z.infer<typeof locationSchema>;
export type LocationsDropdownResponse = { type: 'success'; locations: Location[] } | ApiErrorBody;

/** Ids of the company's rows, or `none` for "not set". */
const idsOrUnset = () => commaList(z.union([z.guid(), z.literal(UNSET_FILTER)]), 100);

/**
 * Query string of GET /assets/get-assets; strings from the URL are coerced.
 * `assetTypeId` and `officeId` take one id, a comma list of ids, or `none` (no type /
 * no branch) among them. `warrantyEndsWithinDays=N`: warranties ending from today to
 * today + N days (UTC) of assets not disposed, exactly the dashboard's figures.
 */
export const getAssetsQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(200).optional(),
  state: z.enum(ASSET_STATES).optional(),
  /** Comma list (or repeated parameter) of states; '' means all. */
  states: commaList(z.enum(ASSET_STATES), ASSET_STATES.length),
  assetTypeId: idsOrUnset(),
  officeId: idsOrUnset(),
  employeeId: z.guid().optional(),
  warrantyEndsWithinDays: z.coerce.number().int().min(0).max(WARRANTY_FILTER_MAX_DAYS).optional(),
  /**
   * `false`: only assets set aside for no one (a shop order's or a joiner's reservation,
   * GET /assets/reserved); `true`: only reserved ones. `/in-stock` lists the free ones.
   */
  reserved: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sortBy: z.enum(ASSET_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type GetAssetsQuery = z.infer<typeof getAssetsQuerySchema>;

/** An asset as listed: `_id` plus every column path of SPEC.md section 3. */
export interface AssetListItem {
  _id: string;
  name: string;
  serialNumber: string | null;
  tag: string | null;
  state: (typeof ASSET_STATES)[number];
  assetType: { _id: string; name: string } | null;
  make: string | null;
  model: string | null;
  dateOfPurchase: string | null;
  invoiceId: { _id: string; invoiceId: string } | null;
  createdAt: string;
  dateOfAssign: string | null;
  price: number | null;
  warrantyRemaining: string | null;
  imei: string | null;
  vendor: string | null;
  officeId: { _id: string; branchId: string; name: string } | null;
  employee: { _id: string; id: string; name: string } | null;
}

export type GetAssetsResponse =
  | {
      type: 'success';
      assets: AssetListItem[];
      totalAssetsCount: number;
      limit: number;
      pageNumber: number;
    }
  | ApiErrorBody;

export const webVisitedRequestSchema = z.object({
  visitorId: z.string().trim().min(1).max(128),
});
export type WebVisitedRequest = z.infer<typeof webVisitedRequestSchema>;

export type HealthResponse = { status: 'ok'; database: 'pglite' | 'postgres' };

/** A call that answers nothing but success (logout, web-visited, delete). */
export type OkResponse = { type: 'success' } | ApiErrorBody;

/** GET /assets/:id: one asset of the caller's company; 404 for any other id. */
export type GetAssetResponse = { type: 'success'; asset: AssetListItem } | ApiErrorBody;

/** Path parameter of the asset routes. */
export const assetIdParamsSchema = z.object({ id: z.guid() });

/**
 * GET /config: anonymous runtime configuration for the browser. The object is
 * open: servers may add keys (remote URLs, telemetry keys) without a contract change.
 */
export const runtimeConfigSchema = z.looseObject({
  type: z.literal('success'),
  productSlug: z.string(),
});
export type RuntimeConfigResponse = z.infer<typeof runtimeConfigSchema>;
