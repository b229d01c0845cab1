/**
 * POST /shop/orders/:id/items/:itemId/hand-over: the unit handed over, optionally by its
 * asset's tag (none sent when blank); the last hand-over completes the order.
 */
import {
  FULFILMENT_PATHS,
  shopPath,
  type HandOverBody,
  type Order,
  type OrderResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { FULFILMENT_WRITE_TAGS, keepWrittenOrder } from './get-order';
import type { ItemRef } from './item-stock';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopHandOverItem: build.mutation<Order, ItemRef & { tag: string }>({
      query: ({ orderId, itemId, tag }) => ({
        url: shopPath(FULFILMENT_PATHS.handOver, { id: orderId, itemId }),
        method: 'POST',
        body: (tag.trim() ? { tag: tag.trim() } : {}) satisfies HandOverBody,
      }),
      transformResponse: (answer: Ok<OrderResponse>) => answer.order,
      onQueryStarted: keepWrittenOrder,
      invalidatesTags: (_order, error) => (error ? [] : [...FULFILMENT_WRITE_TAGS]),
    }),
  }),
});

export const { useShopHandOverItemMutation } = endpoint;
