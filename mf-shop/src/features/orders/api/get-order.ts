/** GET /shop/orders/:id: one order with its steps, lines, units and what the caller may do. */
import { requestNavCountsRefresh } from '@itam/shared/routing';
import { ORDER_PATHS, shopPath, type Order, type OrderResponse } from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopOrder: build.query<Order, string>({
      query: (id) => ({ url: shopPath(ORDER_PATHS.order, { id }) }),
      transformResponse: (answer: Ok<OrderResponse>) => answer.order,
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useShopOrderQuery } = endpoint;

/**
 * A write on an order (a decision, a fulfilment step, a cancel) answers with the order as it
 * is now: it replaces the kept order without a request, and the menu's counts of orders
 * waiting are read again (the shell's own reading, at once on its event).
 */
export async function keepWrittenOrder(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Order }> },
): Promise<void> {
  try {
    const { data: order } = await queryFulfilled;
    dispatch(endpoint.util.upsertQueryData('shopOrder', order._id, order));
    requestNavCountsRefresh();
  } catch {
    // The screen shows the failure from the write's own answer.
  }
}

/** Tags a write on an order invalidates: the lists showing it (their status, waiting step). */
export const ORDER_WRITE_TAGS = ['OrderList'] as const;
/** ...and, for a fulfilment step, the stock it took from and the products' availability. */
export const FULFILMENT_WRITE_TAGS = ['OrderList', 'ItemStock', 'ProductList', 'Product'] as const;
