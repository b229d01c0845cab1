/**
 * POST /vendors/:id/review/send-back: the flagged answers go back to the vendor, the next
 * round on the same link (its links change too).
 */
import { REVIEW_PATHS, type Review, type ReviewResponse } from '@itam/shared/contracts/vendors';
import { vendorChangedTags, vendorsApi, type Ok } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    sendBack: build.mutation<Review, { vendorId: string }>({
      query: ({ vendorId }) => ({
        url: REVIEW_PATHS.sendBack(vendorId),
        method: 'POST',
        body: {},
      }),
      transformResponse: (answer: Ok<ReviewResponse>) => answer.review,
      invalidatesTags: (_review, _error, { vendorId }) => vendorChangedTags(vendorId, true),
    }),
  }),
});

export const { useSendBackMutation } = endpoint;
