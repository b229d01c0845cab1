/** POST /shop/categories: a new category of the catalogue, by name. */
import {
  CATALOGUE_PATHS,
  type Category,
  type CategoryBody,
  type CategoryResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopCreateCategory: build.mutation<Category, CategoryBody>({
      query: (body) => ({ url: CATALOGUE_PATHS.categories, method: 'POST', body }),
      transformResponse: (answer: Ok<CategoryResponse>) => answer.category,
      invalidatesTags: (_category, error) => (error ? [] : ['Category']),
    }),
  }),
});

export const { useShopCreateCategoryMutation } = endpoint;
