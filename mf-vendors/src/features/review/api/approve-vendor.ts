/**
 * POST /vendors/:id/review/approve: `certificateExpiresOn` 'YYYY-MM-DD', a day after today
 * within 5 years (a year on by default).
 */
import { REVIEW_PATHS, type Review, type ReviewResponse } from '@itam/shared/contracts/vendors';
import { vendorChangedTags, vendorsApi, type Ok } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    approveVendor: build.mutation<Review, { vendorId: string; certificateExpiresOn?: string }>({
      query: ({ vendorId, certificateExpiresOn }) => ({
        url: REVIEW_PATHS.approve(vendorId),
        method: 'POST',
        body: certificateExpiresOn ? { certificateExpiresOn } : {},
      }),
      transformResponse: (answer: Ok<ReviewResponse>) => answer.review,
      invalidatesTags: (_review, _error, { vendorId }) => vendorChangedTags(vendorId),
    }),
  }),
});

export const { useApproveVendorMutation } = endpoint;
