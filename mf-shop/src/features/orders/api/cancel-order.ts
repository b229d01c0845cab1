/** POST /shop/orders/:id/cancel: answers with the order as it is now. */
import { ORDER_PATHS, shopPath, type Order, type OrderResponse } from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { keepWrittenOrder, ORDER_WRITE_TAGS } from './get-order';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopCancelOrder: build.mutation<Order, string>({
      query: (id) => ({ url: shopPath(ORDER_PATHS.cancel, { id }), method: 'POST', body: {} }),
      transformResponse: (answer: Ok<OrderResponse>) => answer.order,
      onQueryStarted: keepWrittenOrder,
      invalidatesTags: (_order, error) => (error ? [] : [...ORDER_WRITE_TAGS]),
    }),
  }),
});

export const { useShopCancelOrderMutation } = endpoint;
