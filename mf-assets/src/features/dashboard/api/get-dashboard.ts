/** GET /assets/dashboard: counts by state, type and branch, expiring warranties, recent activity. */
import {
  ASSET_API_PATHS,
  type AssetDashboard,
  type AssetDashboardResponse,
} from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<AssetDashboard, void>({
      query: () => ({ url: ASSET_API_PATHS.dashboard }),
      transformResponse: ({ type: _type, ...dashboard }: Ok<AssetDashboardResponse>) => dashboard,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = endpoint;
