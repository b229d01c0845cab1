/** GET /assets/:id/assignments */
import { ASSET_API_PATHS, type AssetAssignmentsResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import type { AssetAssignmentList } from './asset-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignments: build.query<AssetAssignmentList, string>({
      query: (id) => ({ url: ASSET_API_PATHS.assignments(id) }),
      transformResponse: (answer: Ok<AssetAssignmentsResponse>) => answer.assignments,
      providesTags: (_list, _error, id) => [{ type: 'Assignment', id }],
    }),
  }),
});

export const { useGetAssignmentsQuery } = endpoint;
