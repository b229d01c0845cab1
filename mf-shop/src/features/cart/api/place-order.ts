/** POST /shop/orders: places the cart as an order (the cart and its details are emptied). */
import {
  ORDER_PATHS,
  type Order,
  type OrderResponse,
  type PlaceOrderBody,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopPlaceOrder: build.mutation<Order, PlaceOrderBody>({
      query: (body) => ({ url: ORDER_PATHS.orders, method: 'POST', body }),
      transformResponse: (answer: Ok<OrderResponse>) => answer.order,
      invalidatesTags: (_order, error) => (error ? [] : ['Cart', 'OrderList']),
    }),
  }),
});

export const { useShopPlaceOrderMutation } = endpoint;
