/** GET /activity?pageNumber&limit&actorId&action&from&to: the company's log, newest first. */
import { ASSET_API_PATHS } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';
import { activityParams, type ActivityFilters, type ActivityPage } from './asset-detail-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyActivity: build.query<
      ActivityPage,
      { pageNumber: number; limit: number; filters: ActivityFilters }
    >({
      query: ({ pageNumber, limit, filters }) => ({
        url: ASSET_API_PATHS.companyActivity,
        params: activityParams(pageNumber, limit, filters),
      }),
      providesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
  }),
});

export const { useGetCompanyActivityQuery } = endpoint;
