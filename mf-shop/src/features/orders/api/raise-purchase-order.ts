/**
 * POST /shop/orders/:id/items/:itemId/purchase-order: a purchase order for the unit (unit
 * price in rupees; `force` when matching assets are in stock, SHOP_MATCHING_IN_STOCK otherwise).
 */
import {
  FULFILMENT_PATHS,
  shopPath,
  type Order,
  type OrderResponse,
  type PurchaseOrderBody,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { FULFILMENT_WRITE_TAGS, keepWrittenOrder } from './get-order';
import type { ItemRef } from './item-stock';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopRaisePurchaseOrder: build.mutation<Order, ItemRef & { body: PurchaseOrderBody }>({
      query: ({ orderId, itemId, body }) => ({
        url: shopPath(FULFILMENT_PATHS.purchaseOrder, { id: orderId, itemId }),
        method: 'POST',
        body,
      }),
      transformResponse: (answer: Ok<OrderResponse>) => answer.order,
      onQueryStarted: keepWrittenOrder,
      invalidatesTags: (_order, error) => (error ? [] : [...FULFILMENT_WRITE_TAGS]),
    }),
  }),
});

export const { useShopRaisePurchaseOrderMutation } = endpoint;
