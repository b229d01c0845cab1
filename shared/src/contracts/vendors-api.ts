/**
 * The vendor register's words that other modules use too (the asset detail in mf-assets
 * shows the standing of the vendor an asset names without importing the vendors remote):
 * the vendor statuses, the standing endpoint and the address of a vendor's review.
 */
import { ROUTES } from './route-paths';

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

export interface VendorStanding {
  _id: string;
  vendorName: string;
  status: VendorStatus;
  /** The reviewed score in per cent, null before a review. */
  score: number | null;
  /** YYYY-MM-DD, the approval certificate's last day, null without one. */
  certificateExpiresOn: string | null;
}

export interface VendorStandingResponse {
  type: 'success';
  vendor: VendorStanding | null;
}

/** The address of a vendor's review (its answers, score and certificate). */
export const vendorReviewPath = (vendorId: string) =>
  ROUTES.certificationForm.replace(':vendorId', encodeURIComponent(vendorId));
