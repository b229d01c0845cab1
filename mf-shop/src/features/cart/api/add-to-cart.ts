/** POST /shop/cart/items: adds a quantity of a product to the caller's cart. */
import {
  CART_PATHS,
  type Cart,
  type CartAddBody,
  type CartResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { keepWrittenCart } from './get-cart';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopAddToCart: build.mutation<Cart, CartAddBody>({
      query: (body) => ({ url: CART_PATHS.items, method: 'POST', body }),
      transformResponse: (answer: Ok<CartResponse>) => answer.cart,
      onQueryStarted: keepWrittenCart,
    }),
  }),
});

export const { useShopAddToCartMutation } = endpoint;
