/** GET /api/onboardings: a page of the company's onboardings. */
import {
  ONBOARDING_PATHS,
  type OnboardingListResponse,
  type OnboardingPage,
} from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    listOnboardings: build.query<OnboardingPage, { limit?: number; pageNumber?: number }>({
      query: ({ limit, pageNumber }) => {
        const params: Record<string, string> = {};
        if (limit) params.limit = String(limit);
        if (pageNumber) params.pageNumber = String(pageNumber);
        return { url: ONBOARDING_PATHS.onboardings, params };
      },
      transformResponse: ({ type: _type, ...page }: Ok<OnboardingListResponse>) => page,
      providesTags: ['Onboarding'],
    }),
  }),
});

export const { useListOnboardingsQuery } = endpoint;
