/** POST /shop/products: a new product of the catalogue. */
import {
  CATALOGUE_PATHS,
  type Product,
  type ProductBody,
  type ProductResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { keepWrittenProduct } from '../../product/api/get-product';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopCreateProduct: build.mutation<Product, ProductBody>({
      query: (body) => ({ url: CATALOGUE_PATHS.products, method: 'POST', body }),
      transformResponse: (answer: Ok<ProductResponse>) => answer.product,
      // The new product opens from the answer; the lists and the categories' counts read again.
      onQueryStarted: keepWrittenProduct,
      invalidatesTags: (_product, error) => (error ? [] : ['ProductList', 'Category']),
    }),
  }),
});

export const { useShopCreateProductMutation } = endpoint;
