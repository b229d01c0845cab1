/** DELETE /shop/products/:id/pictures/:pictureId: answers with the product as it is now. */
import {
  CATALOGUE_PATHS,
  shopPath,
  type Product,
  type ProductResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { keepWrittenProduct } from '../../product/api/get-product';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopDeletePicture: build.mutation<Product, { id: string; pictureId: string }>({
      query: ({ id, pictureId }) => ({
        url: shopPath(CATALOGUE_PATHS.picture, { id, pictureId }),
        method: 'DELETE',
      }),
      transformResponse: (answer: Ok<ProductResponse>) => answer.product,
      onQueryStarted: keepWrittenProduct,
      invalidatesTags: (_product, error) => (error ? [] : ['ProductList']),
    }),
  }),
});

export const { useShopDeletePictureMutation } = endpoint;
