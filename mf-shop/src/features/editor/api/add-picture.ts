/**
 * POST /shop/products/:id/pictures: a picture (PNG, JPEG or WebP as a data URL); the
 * product is read again (GET /shop/products/:id) to show it.
 */
import {
  CATALOGUE_PATHS,
  shopPath,
  type PictureBody,
  type PictureResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopAddPicture: build.mutation<Ok<PictureResponse>['picture'], PictureBody & { id: string }>({
      query: ({ id, contentType, data }) => ({
        url: shopPath(CATALOGUE_PATHS.pictures, { id }),
        method: 'POST',
        body: { contentType, data } satisfies PictureBody,
      }),
      transformResponse: (answer: Ok<PictureResponse>) => answer.picture,
      invalidatesTags: (_picture, error, { id }) => (error ? [] : [{ type: 'Product', id }]),
    }),
  }),
});

export const { useShopAddPictureMutation } = endpoint;
