/** GET /agent-reviews: the open entries of the review queue, newest first. */
import { AGENT_API, type AgentReviewList } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    listReviews: build.query<AgentReviewList, { pageNumber: number; limit: number }>({
      query: (params) => ({ url: AGENT_API.reviews, params }),
      providesTags: ['AgentReview'],
    }),
  }),
});

export const { useListReviewsQuery } = endpoint;
