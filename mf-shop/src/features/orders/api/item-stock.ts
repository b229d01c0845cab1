/**
 * GET /shop/orders/:id/items/:itemId/stock: the in-stock assets that fit an ordered unit
 * (its model first) and how many match it exactly.
 */
import {
  FULFILMENT_PATHS,
  shopPath,
  type ItemStock,
  type ItemStockResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';

export interface ItemRef {
  orderId: string;
  itemId: string;
}

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopItemStock: build.query<ItemStock, ItemRef>({
      query: ({ orderId, itemId }) => ({
        url: shopPath(FULFILMENT_PATHS.stock, { id: orderId, itemId }),
      }),
      transformResponse: ({ type: _type, ...stock }: Ok<ItemStockResponse>) => stock,
      providesTags: (_stock, _error, { itemId }) => [{ type: 'ItemStock', id: itemId }],
    }),
  }),
});

export const { useShopItemStockQuery } = endpoint;
