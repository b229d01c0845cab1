/** GET /assets/:id/images */
import { ASSET_API_PATHS, type AssetImagesResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import type { ImageList } from './asset-detail-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getImages: build.query<ImageList, string>({
      query: (id) => ({ url: ASSET_API_PATHS.images(id) }),
      transformResponse: (answer: Ok<AssetImagesResponse>) => answer.images,
      providesTags: (_list, _error, id) => [{ type: 'Image', id }],
    }),
  }),
});

export const { useGetImagesQuery } = endpoint;
