/** GET /company/asset-types/settings */
import { ORG_API_PATHS, type AssetTypeSettingsResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getAssetTypeSettings: build.query<Ok<AssetTypeSettingsResponse>['assetTypes'], void>({
      query: () => ({ url: ORG_API_PATHS.assetTypes }),
      transformResponse: (answer: Ok<AssetTypeSettingsResponse>) => answer.assetTypes,
      providesTags: ['AssetType'],
    }),
  }),
});

export const { useGetAssetTypeSettingsQuery } = endpoint;
