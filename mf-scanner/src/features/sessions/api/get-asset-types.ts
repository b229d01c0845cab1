/** GET /api/company/asset-types: the company's asset types (a session's filter). */
import { ASSET_API_PATHS, type AssetTypesResponse } from '@itam/shared/contracts';
import { scannerApi, type Ok } from '../../../common/scanner-api';

export type AssetTypeOption = Ok<AssetTypesResponse>['assetTypes'][number];

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerAssetTypes: build.query<AssetTypeOption[], void>({
      query: () => ({ url: ASSET_API_PATHS.assetTypes }),
      transformResponse: (answer: Ok<AssetTypesResponse>) => answer.assetTypes,
      providesTags: ['AssetType'],
    }),
  }),
});

export const { useScannerAssetTypesQuery } = endpoint;
