/** GET /assets/:id */
import {
  ASSET_API_PATHS,
  type AssetDetail,
  type GetAssetDetailResponse,
} from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getAsset: build.query<AssetDetail, string>({
      query: (id) => ({ url: ASSET_API_PATHS.asset(id) }),
      transformResponse: (answer: Ok<GetAssetDetailResponse>) => answer.asset,
      providesTags: (_asset, _error, id) => [{ type: 'Asset', id }],
    }),
  }),
});

export const { useGetAssetQuery } = endpoint;
/** The injected api, for writes that put their answer in the cache. */
export const getAssetApi = endpoint;
