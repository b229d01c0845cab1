/** PUT /shop/products/:id: a product's fields (its pictures apart). */
import {
  CATALOGUE_PATHS,
  shopPath,
  type Product,
  type ProductBody,
  type ProductResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { keepWrittenProduct } from '../../product/api/get-product';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopUpdateProduct: build.mutation<Product, { id: string; body: ProductBody }>({
      query: ({ id, body }) => ({
        url: shopPath(CATALOGUE_PATHS.product, { id }),
        method: 'PUT',
        body,
      }),
      transformResponse: (answer: Ok<ProductResponse>) => answer.product,
      // The answer replaces the kept product; the lists and the categories' counts read again.
      onQueryStarted: keepWrittenProduct,
      invalidatesTags: (_product, error) => (error ? [] : ['ProductList', 'Category']),
    }),
  }),
});

export const { useShopUpdateProductMutation } = endpoint;
