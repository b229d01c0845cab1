/** GET /company/asset-types */
import { ASSET_API_PATHS, type AssetTypesResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import type { AssetTypeOption } from '../../../common/dropdowns-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getAssetTypes: build.query<AssetTypeOption[], void>({
      query: () => ({ url: ASSET_API_PATHS.assetTypes }),
      transformResponse: (answer: Ok<AssetTypesResponse>) => answer.assetTypes,
      providesTags: ['AssetType'],
    }),
  }),
});

export const { useGetAssetTypesQuery } = endpoint;
