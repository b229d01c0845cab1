/** DELETE /shop/cart/items/:productId: a line out of the cart. */
import { CART_PATHS, shopPath, type Cart, type CartResponse } from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { keepWrittenCart } from './get-cart';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopRemoveFromCart: build.mutation<Cart, string>({
      query: (productId) => ({ url: shopPath(CART_PATHS.item, { productId }), method: 'DELETE' }),
      transformResponse: (answer: Ok<CartResponse>) => answer.cart,
      onQueryStarted: keepWrittenCart,
    }),
  }),
});

export const { useShopRemoveFromCartMutation } = endpoint;
