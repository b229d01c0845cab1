/**
 * POST /shop/products/:id/retire (out of the shop; orders placed keep it) or
 * /shop/products/:id/restore (back in the shop).
 */
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
    shopRetireProduct: build.mutation<Product, { id: string; retire: boolean }>({
      query: ({ id, retire }) => ({
        url: shopPath(retire ? CATALOGUE_PATHS.retire : CATALOGUE_PATHS.restore, { id }),
        method: 'POST',
        body: {},
      }),
      transformResponse: (answer: Ok<ProductResponse>) => answer.product,
      onQueryStarted: keepWrittenProduct,
      invalidatesTags: (_product, error) => (error ? [] : ['ProductList', 'Category']),
    }),
  }),
});

export const { useShopRetireProductMutation } = endpoint;
