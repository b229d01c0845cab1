/** GET /company/users */
import { ORG_API_PATHS, type CompanyUsersResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<Ok<CompanyUsersResponse>['users'], void>({
      query: () => ({ url: ORG_API_PATHS.users }),
      transformResponse: (answer: Ok<CompanyUsersResponse>) => answer.users,
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUsersQuery } = endpoint;
/** The injected api, for writes that change the kept list at once. */
export const getUsersApi = endpoint;
