/** GET /shop/categories: the catalogue's categories, each with its number of products. */
import {
  CATALOGUE_PATHS,
  type CategoriesResponse,
  type Category,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopCategories: build.query<Category[], void>({
      query: () => ({ url: CATALOGUE_PATHS.categories }),
      transformResponse: (answer: Ok<CategoriesResponse>) => answer.categories,
      providesTags: ['Category'],
    }),
  }),
});

export const { useShopCategoriesQuery } = endpoint;
