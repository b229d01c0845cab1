/** GET /assets/:id/activity?pageNumber&limit */
import { ASSET_API_PATHS } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';
import type { ActivityPage } from './asset-detail-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getAssetActivity: build.query<ActivityPage, { id: string; pageNumber: number; limit: number }>({
      query: ({ id, pageNumber, limit }) => ({
        url: ASSET_API_PATHS.activity(id),
        params: { pageNumber, limit },
      }),
      providesTags: (_page, _error, { id }) => [{ type: 'Activity', id }],
    }),
  }),
});

export const { useGetAssetActivityQuery } = endpoint;
