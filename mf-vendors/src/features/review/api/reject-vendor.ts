/** POST /vendors/:id/review/reject, with an optional comment. */
import { REVIEW_PATHS, type Review, type ReviewResponse } from '@itam/shared/contracts/vendors';
import { vendorChangedTags, vendorsApi, type Ok } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    rejectVendor: build.mutation<Review, { vendorId: string; comment?: string }>({
      query: ({ vendorId, comment }) => ({
        url: REVIEW_PATHS.reject(vendorId),
        method: 'POST',
        body: comment ? { comment } : {},
      }),
      transformResponse: (answer: Ok<ReviewResponse>) => answer.review,
      invalidatesTags: (_review, _error, { vendorId }) => vendorChangedTags(vendorId),
    }),
  }),
});

export const { useRejectVendorMutation } = endpoint;
