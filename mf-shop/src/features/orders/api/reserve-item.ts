/** POST /shop/orders/:id/items/:itemId/reserve: an in-stock asset reserved for the unit. */
import {
  FULFILMENT_PATHS,
  shopPath,
  type Order,
  type OrderResponse,
  type ReserveBody,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { FULFILMENT_WRITE_TAGS, keepWrittenOrder } from './get-order';
import type { ItemRef } from './item-stock';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopReserveItem: build.mutation<Order, ItemRef & ReserveBody>({
      query: ({ orderId, itemId, assetId }) => ({
        url: shopPath(FULFILMENT_PATHS.reserve, { id: orderId, itemId }),
        method: 'POST',
        body: { assetId } satisfies ReserveBody,
      }),
      transformResponse: (answer: Ok<OrderResponse>) => answer.order,
      onQueryStarted: keepWrittenOrder,
      invalidatesTags: (_order, error) => (error ? [] : [...FULFILMENT_WRITE_TAGS]),
    }),
  }),
});

export const { useShopReserveItemMutation } = endpoint;
