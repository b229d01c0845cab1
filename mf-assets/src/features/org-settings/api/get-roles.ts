/** GET /company/roles */
import { ORG_API_PATHS, type CompanyRolesResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getRoles: build.query<Ok<CompanyRolesResponse>['roles'], void>({
      query: () => ({ url: ORG_API_PATHS.roles }),
      transformResponse: (answer: Ok<CompanyRolesResponse>) => answer.roles,
      providesTags: ['Role'],
    }),
  }),
});

export const { useGetRolesQuery } = endpoint;
