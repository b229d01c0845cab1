/** GET /company/asset-types: the company's asset types (a product's components point to them). */
import { ASSET_API_PATHS, type AssetTypesResponse } from '@itam/shared/contracts';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopAssetTypes: build.query<{ _id: string; name: string }[], void>({
      query: () => ({ url: ASSET_API_PATHS.assetTypes }),
      transformResponse: (answer: Ok<AssetTypesResponse>) => answer.assetTypes,
      providesTags: ['AssetType'],
    }),
  }),
});

export const { useShopAssetTypesQuery } = endpoint;
