/** POST /api/onboardings: 400 `assetIds.<i>`, 409 `assetIds.<i>` / `employeeId`. */
import {
  ONBOARDING_PATHS,
  type Onboarding,
  type OnboardingResponse,
  type StartOnboardingBody,
} from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    startOnboarding: build.mutation<Onboarding, StartOnboardingBody>({
      query: (body) => ({ url: ONBOARDING_PATHS.onboardings, method: 'POST', body }),
      transformResponse: (answer: Ok<OnboardingResponse>) => answer.onboarding,
      invalidatesTags: (_onboarding, error) => (error ? [] : ['Onboarding']),
    }),
  }),
});

export const { useStartOnboardingMutation } = endpoint;
