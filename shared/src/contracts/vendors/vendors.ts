/**
 * The vendor register's vendors (`/api/vendors`): the list with search, filters and paging,
 * one vendor, its draft fields, and the standing an asset's vendor text reads.
 */
import { z } from '../zod';
import { isWebAddress, optionalText, text } from './fields';
import { VENDOR_STATUSES } from './words';

export const VENDORS_ROUTE = '/api/vendors';
export const VENDOR_ROUTE = '/api/vendors/:id';
export const VENDOR_STANDING_ROUTE = '/api/vendors/standing';

/** The remote's addresses (relative to the API base `/api`). */
export const VENDOR_PATHS = {
  list: '/vendors',
  vendor: (id: string) => `/vendors/${id}`,
} as const;

/** `{ type: 'success' }`: an answer that carries nothing else. */
export const okResponse = z.object({ type: z.literal('success') });
export type OkResponse = z.infer<typeof okResponse>;

export const vendorIdParams = z.object({ id: z.guid() });

/** The draft fields of a vendor (SPEC.md section 3), as the server takes them (whole). */
export const vendorInput = z.object({
  vendorName: text(200, 'Enter the vendor’s name'),
  vendorType: text(100, 'Enter the vendor’s type'),
  pointOfContact: optionalText(200),
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  contactNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^\+?[0-9 ()-]{5,40}$/, 'Enter a phone number: digits, spaces, ( ) - and a leading +')
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
  website: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(500)
        .refine(isWebAddress, 'Enter a full web address, e.g. https://example.com'),
    ])
    .nullish()
    .transform((v) => (v ? v : null)),
});
/** What the browser sends. */
export type VendorBody = z.input<typeof vendorInput>;
/** What the server works with. */
export type VendorInput = z.output<typeof vendorInput>;

/** A comma list or repeated query parameter of statuses. */
const statusList = z
  .union([z.string().max(200), z.array(z.string().max(20)).max(12)])
  .optional()
  .transform((v) => {
    const list = (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
    return list.length ? [...new Set(list)] : undefined;
  })
  .pipe(z.array(z.enum(VENDOR_STATUSES)).max(VENDOR_STATUSES.length).optional());

export const VENDOR_SORTS = ['name', 'newest', 'expiry'] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

export const vendorListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: statusList,
  vendorType: z.string().trim().max(100).optional(),
  sort: z.enum(VENDOR_SORTS).default('name'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type VendorListFilters = z.output<typeof vendorListQuery>;

/** `GET /api/vendors/standing?name=`: the vendor text of an asset or purchase order. */
export const vendorStandingQuery = z.object({
  name: z.string().trim().min(1, 'Give the vendor name').max(200),
});

const day = z.iso.date();
const instant = z.iso.datetime();
const status = z.enum(VENDOR_STATUSES);

export const vendorSchema = z.object({
  _id: z.guid(),
  vendorName: z.string(),
  vendorType: z.string(),
  pointOfContact: z.string().nullable(),
  email: z.string(),
  contactNumber: z.string().nullable(),
  website: z.string().nullable(),
  status,
  /** 0-100, two decimals; null while nothing is at stake. */
  score: z.number().nullable(),
  /** YYYY-MM-DD. */
  certificateIssuedOn: day.nullable(),
  certificateExpiresOn: day.nullable(),
  assetCount: z.number().int(),
  purchaseOrderCount: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorResponse = z.object({ type: z.literal('success'), vendor: vendorSchema });
export type VendorResponse = z.infer<typeof vendorResponse>;

export const vendorPageSchema = z.object({
  vendors: z.array(vendorSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  limit: z.number().int(),
  /** Each status's count under the search and type, whatever status is chosen. */
  statusCounts: z.partialRecord(status, z.number().int()),
});
export type VendorPage = z.infer<typeof vendorPageSchema>;

export const vendorListResponse = vendorPageSchema.extend({ type: z.literal('success') });
export type VendorListResponse = z.infer<typeof vendorListResponse>;

export const vendorStandingSchema = z.object({
  _id: z.guid(),
  vendorName: z.string(),
  status,
  /** The reviewed score in per cent, null before a review. */
  score: z.number().nullable(),
  /** YYYY-MM-DD, the approval certificate's last day, null without one. */
  certificateExpiresOn: day.nullable(),
});
export type VendorStanding = z.infer<typeof vendorStandingSchema>;

export const vendorStandingResponse = z.object({
  type: z.literal('success'),
  vendor: vendorStandingSchema.nullable(),
});
export type VendorStandingResponse = z.infer<typeof vendorStandingResponse>;
