/** GET /company/branches */
import { ORG_API_PATHS, type BranchesResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getBranches: build.query<Ok<BranchesResponse>['branches'], void>({
      query: () => ({ url: ORG_API_PATHS.branches }),
      transformResponse: (answer: Ok<BranchesResponse>) => answer.branches,
      providesTags: ['Branch'],
    }),
  }),
});

export const { useGetBranchesQuery } = endpoint;
