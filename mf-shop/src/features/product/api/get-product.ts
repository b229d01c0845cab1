/** GET /shop/products/:id: one product with its pictures and live availability. */
import {
  CATALOGUE_PATHS,
  shopPath,
  type Product,
  type ProductResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopProduct: build.query<Product, string>({
      query: (id) => ({ url: shopPath(CATALOGUE_PATHS.product, { id }) }),
      transformResponse: (answer: Ok<ProductResponse>) => answer.product,
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useShopProductQuery } = endpoint;

/**
 * A write whose answer is the product as it is now: it replaces the kept product, without a
 * request (the lists showing it read again through the write's own tags).
 */
export async function keepWrittenProduct(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Product }> },
): Promise<void> {
  try {
    const { data: product } = await queryFulfilled;
    dispatch(endpoint.util.upsertQueryData('shopProduct', product._id, product));
  } catch {
    // The screen shows the failure from the write's own answer.
  }
}
