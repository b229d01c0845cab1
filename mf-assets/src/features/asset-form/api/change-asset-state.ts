/** POST /assets/:id/state: the answer is the asset as it is now. */
import {
  ASSET_API_PATHS,
  type AssetDetail,
  type AssetResponse,
  type AssetStateChangeRequest,
} from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import { assetWriteTags, keepWrittenAsset } from './asset-writes';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    changeAssetState: build.mutation<AssetDetail, { id: string; body: AssetStateChangeRequest }>({
      query: ({ id, body }) => ({ url: ASSET_API_PATHS.state(id), method: 'POST', body }),
      transformResponse: (answer: Ok<AssetResponse>) => answer.asset,
      onQueryStarted: keepWrittenAsset,
      invalidatesTags: (_asset, _error, { id }) => assetWriteTags(id),
    }),
  }),
});

export const { useChangeAssetStateMutation } = endpoint;
