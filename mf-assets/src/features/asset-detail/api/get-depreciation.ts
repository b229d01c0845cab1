/** GET /assets/:id/depreciation?method= */
import { ASSET_API_PATHS, type DepreciationMethod } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';
import type { Depreciation } from './asset-detail-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getDepreciation: build.query<Depreciation, { id: string; method?: DepreciationMethod }>({
      query: ({ id, method }) => ({
        url: ASSET_API_PATHS.depreciation(id),
        params: method ? { method } : undefined,
      }),
      providesTags: (_answer, _error, { id }) => [{ type: 'Depreciation', id }],
    }),
  }),
});

export const { useGetDepreciationQuery } = endpoint;
