/** PUT /shop/cart/items/:productId: a line's quantity. */
import {
  CART_PATHS,
  shopPath,
  type Cart,
  type CartQuantityBody,
  type CartResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { keepWrittenCart } from './get-cart';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopSetCartQuantity: build.mutation<Cart, { productId: string; quantity: number }>({
      query: ({ productId, quantity }) => ({
        url: shopPath(CART_PATHS.item, { productId }),
        method: 'PUT',
        body: { quantity } satisfies CartQuantityBody,
      }),
      transformResponse: (answer: Ok<CartResponse>) => answer.cart,
      onQueryStarted: keepWrittenCart,
    }),
  }),
});

export const { useShopSetCartQuantityMutation } = endpoint;
