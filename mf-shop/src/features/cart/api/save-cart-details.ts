/** PUT /shop/cart: the order's details saved with the cart (400 naming a bad field). */
import {
  CART_PATHS,
  type Cart,
  type CartDetailsBody,
  type CartResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { keepSavedDetails } from './get-cart';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopSaveCartDetails: build.mutation<Cart, CartDetailsBody>({
      query: (body) => ({ url: CART_PATHS.cart, method: 'PUT', body }),
      transformResponse: (answer: Ok<CartResponse>) => answer.cart,
      onQueryStarted: keepSavedDetails,
    }),
  }),
});

export const { useShopSaveCartDetailsMutation } = endpoint;
