/**
 * GET /shop/products?search&categoryId&kind&minPricePaise&maxPricePaise&inStock&retired&sort
 * &limit&pageNumber: a page of the catalogue (the shop's cards and the editor's table).
 */
import {
  CATALOGUE_PATHS,
  type ProductPage,
  type ProductPageResponse,
} from '@itam/shared/contracts/shop';
import { productParams, type ProductQuery } from '../../../api/shop-api';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopProducts: build.query<ProductPage, ProductQuery>({
      query: (filter) => ({ url: CATALOGUE_PATHS.products, params: productParams(filter) }),
      transformResponse: ({ type: _type, ...page }: Ok<ProductPageResponse>) => page,
      providesTags: (page) => [
        'ProductList',
        ...(page?.products ?? []).map((p) => ({ type: 'Product' as const, id: p._id })),
      ],
    }),
  }),
});

export const { useShopProductsQuery } = endpoint;
