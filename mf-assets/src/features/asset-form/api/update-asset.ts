/** PUT /assets/:id: the answer is the asset as it is now. */
import {
  ASSET_API_PATHS,
  type AssetDetail,
  type AssetResponse,
  type AssetInput,
} from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import { assetWriteTags, keepWrittenAsset } from './asset-writes';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    updateAsset: build.mutation<AssetDetail, { id: string; body: AssetInput }>({
      query: ({ id, body }) => ({ url: ASSET_API_PATHS.asset(id), method: 'PUT', body }),
      transformResponse: (answer: Ok<AssetResponse>) => answer.asset,
      onQueryStarted: keepWrittenAsset,
      invalidatesTags: (_asset, _error, { id }) => assetWriteTags(id),
    }),
  }),
});

export const { useUpdateAssetMutation } = endpoint;
