/** GET /account/profile */
import { ORG_API_PATHS, type PersonalInfoResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getPersonalInfo: build.query<Ok<PersonalInfoResponse>['profile'], void>({
      query: () => ({ url: ORG_API_PATHS.personal }),
      transformResponse: (answer: Ok<PersonalInfoResponse>) => answer.profile,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetPersonalInfoQuery } = endpoint;
