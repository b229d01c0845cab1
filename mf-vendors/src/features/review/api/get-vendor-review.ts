/**
 * GET /vendors/:id, then GET /vendors/:id/review: a vendor with the review of its answers
 * (none while no questionnaire was sent: the review's 409).
 */
import { fromApiCall } from '@itam/shared/store';
import { expectSuccess, http, isApiError } from '@itam/shared/api';
import {
  REVIEW_PATHS,
  VENDOR_PATHS,
  type Review,
  type ReviewResponse,
  type Vendor,
  type VendorResponse,
} from '@itam/shared/contracts/vendors';
import { vendorsApi } from '../../../common/vendors-server-api';

export interface VendorReview {
  vendor: Vendor;
  /** Null while no questionnaire was sent (the server's 409). */
  review: Review | null;
}

async function load(vendorId: string): Promise<VendorReview> {
  const vendor = expectSuccess(
    await http.get<VendorResponse>(VENDOR_PATHS.vendor(vendorId)),
  ).vendor;
  try {
    const { review } = expectSuccess(await http.get<ReviewResponse>(REVIEW_PATHS.review(vendorId)));
    return { vendor, review };
  } catch (failure) {
    if (isApiError(failure) && failure.status === 409) return { vendor, review: null };
    throw failure;
  }
}

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    getVendorReview: build.query<VendorReview, string>({
      queryFn: (vendorId) => fromApiCall(() => load(vendorId)),
      providesTags: (_answer, _error, vendorId) => [
        { type: 'Vendor', id: vendorId },
        { type: 'Review', id: vendorId },
      ],
    }),
  }),
});

export const { useGetVendorReviewQuery } = endpoint;
