/** POST /vendors/:id/review/verdicts: a verdict (accepted, rejected, flagged with a comment) per answer. */
import {
  REVIEW_PATHS,
  type Review,
  type ReviewResponse,
  type Verdict,
} from '@itam/shared/contracts/vendors';
import { vendorChangedTags, vendorsApi, type Ok } from '../../../common/vendors-server-api';

export interface VerdictInput {
  questionId: string;
  verdict: Verdict;
  comment?: string;
}

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    sendVerdicts: build.mutation<Review, { vendorId: string; verdicts: VerdictInput[] }>({
      query: ({ vendorId, verdicts }) => ({
        url: REVIEW_PATHS.verdicts(vendorId),
        method: 'POST',
        body: { verdicts },
      }),
      transformResponse: (answer: Ok<ReviewResponse>) => answer.review,
      invalidatesTags: (_review, _error, { vendorId }) => vendorChangedTags(vendorId),
    }),
  }),
});

export const { useSendVerdictsMutation } = endpoint;
