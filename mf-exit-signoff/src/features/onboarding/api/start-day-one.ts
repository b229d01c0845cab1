/** POST /api/onboardings/:id/start: day one, every reserved asset assigned to the joiner. */
import { type Onboarding, type OnboardingResponse } from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    startDayOne: build.mutation<Onboarding, string>({
      query: (id) => ({ url: `/onboardings/${id}/start`, method: 'POST', body: {} }),
      transformResponse: (answer: Ok<OnboardingResponse>) => answer.onboarding,
      invalidatesTags: (_onboarding, error) => (error ? [] : ['Onboarding']),
    }),
  }),
});

export const { useStartDayOneMutation } = endpoint;
