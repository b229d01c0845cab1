/**
 * The vendor register's words without zod (the kit's `@itam/shared/contracts` entry, loaded
 * by every page, re-exports these): the statuses and their colours, and the addresses other
 * modules use (the asset detail shows the standing of the vendor an asset names without
 * importing the vendors remote). The wire schemas are beside this file, one per resource.
 */
import { ROUTES } from '../route-paths';

export const VENDOR_STATUSES = [
  /** Registered, no questionnaire sent yet. */
  'registered',
  'invited',
  'answering',
  'in_review',
  'approved',
  'rejected',
  'expired',
] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/** The antd preset colour each status's tag reads in, on every screen (the kit's ReadableTag). */
export const VENDOR_STATUS_COLORS: Record<VendorStatus, string> = {
  registered: 'default',
  invited: 'blue',
  answering: 'geekblue',
  in_review: 'gold',
  approved: 'green',
  rejected: 'red',
  expired: 'volcano',
};

/**
 * `GET /api/vendors/standing?name=`: the registered vendor an asset or purchase order names
 * (its vendor text, matched to a vendor's name case-insensitively, as the register counts
 * them), or `vendor: null` when no vendor of the company has that name.
 */
export const vendorStandingPath = (vendorName: string) =>
  `/vendors/standing?name=${encodeURIComponent(vendorName)}`;

/** The address of a vendor's review (its answers, score and certificate). */
export const vendorReviewPath = (vendorId: string) =>
  ROUTES.certificationForm.replace(':vendorId', encodeURIComponent(vendorId));
