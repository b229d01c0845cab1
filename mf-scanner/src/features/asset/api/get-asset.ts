/** GET /api/assets/:id */
import {
  ASSET_API_PATHS,
  type AssetDetail,
  type GetAssetDetailResponse,
} from '@itam/shared/contracts';
import { scannerApi, type Ok } from '../../../common/scanner-api';

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerAsset: build.query<AssetDetail, string>({
      query: (id) => ({ url: ASSET_API_PATHS.asset(id) }),
      transformResponse: (answer: Ok<GetAssetDetailResponse>) => answer.asset,
      providesTags: (_asset, _error, id) => [{ type: 'Asset', id }],
    }),
  }),
});

export const { useScannerAssetQuery } = endpoint;
