/** POST /assets/:id/dispose: the answer is the asset as it is now. */
import {
  ASSET_API_PATHS,
  type AssetDetail,
  type AssetResponse,
  type AssetDisposeRequest,
} from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import { assetWriteTags, keepWrittenAsset } from './asset-writes';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    disposeAsset: build.mutation<AssetDetail, { id: string; body: AssetDisposeRequest }>({
      query: ({ id, body }) => ({ url: ASSET_API_PATHS.dispose(id), method: 'POST', body }),
      transformResponse: (answer: Ok<AssetResponse>) => answer.asset,
      onQueryStarted: keepWrittenAsset,
      invalidatesTags: (_asset, _error, { id }) => assetWriteTags(id),
    }),
  }),
});

export const { useDisposeAssetMutation } = endpoint;
