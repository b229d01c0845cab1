/**
 * The vendor list in the URL: search, status filter, vendor type, sort, page (from 1) and
 * page size, so a filtered page can be bookmarked and back and forward walk through it.
 */
import { urlField as f, urlListSchema, type UrlListValues } from '@itam/shared/list-state';
import { VENDOR_SORTS, VENDOR_STATUSES } from '@itam/shared/contracts/vendors';
import type { VendorSort } from '@itam/shared/contracts/vendors';

export const VENDOR_PAGE_SIZES = [10, 25, 50, 100] as const;

export const VENDOR_LIST_URL = urlListSchema({
  search: f.text(100),
  status: f.list(f.oneOf(VENDOR_STATUSES), VENDOR_STATUSES.length),
  type: f.text(100),
  sort: f.oneOf(VENDOR_SORTS),
  page: f.int(1, 100_000),
  size: f.oneOfNumbers(VENDOR_PAGE_SIZES),
});

export const VENDOR_LIST_DEFAULTS = {
  search: '',
  status: [],
  type: '',
  sort: 'name' as VendorSort,
  page: 1,
  size: 25 as (typeof VENDOR_PAGE_SIZES)[number],
};

export type VendorListUrl = UrlListValues<typeof VENDOR_LIST_URL, typeof VENDOR_LIST_DEFAULTS>;

/** A vendor's review page (`/certification-form/:vendorId`). */
export const certificationHref = (vendorId: string) =>
  `/certification-form/${encodeURIComponent(vendorId)}`;
