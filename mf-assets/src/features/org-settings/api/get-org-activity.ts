/** GET /company/activity: the organisation's log, filtered by who, what and when. */
import { ORG_API_PATHS, type OrgActivityResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import { activityParams, type ActivityFilters } from '../../asset-detail/api/asset-detail-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getOrgActivity: build.query<
      Ok<OrgActivityResponse>,
      {
        pageNumber: number;
        limit: number;
        filters: ActivityFilters & { entityType?: string | null };
      }
    >({
      query: ({ pageNumber, limit, filters }) => ({
        url: ORG_API_PATHS.activity,
        params: activityParams(pageNumber, limit, filters),
      }),
      providesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
  }),
});

export const { useGetOrgActivityQuery } = endpoint;
