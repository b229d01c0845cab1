/** GET /api/assets/:id/images */
import { ASSET_API_PATHS, type AssetImage, type AssetImagesResponse } from '@itam/shared/contracts';
import { scannerApi, type Ok } from '../../../common/scanner-api';

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerAssetImages: build.query<AssetImage[], string>({
      query: (id) => ({ url: ASSET_API_PATHS.images(id) }),
      transformResponse: (answer: Ok<AssetImagesResponse>) => answer.images,
      providesTags: (_images, _error, id) => [{ type: 'Image', id }],
    }),
  }),
});

export const { useScannerAssetImagesQuery } = endpoint;
