import { expectSuccess, getProductSlug, http } from '@itam/shared/api';
import {
  MARKETING_API_PATHS,
  type OrderResponse,
  type OrdersResponse,
  type OrderSummary,
} from '@itam/shared/contracts';

/** GET /{product}/orders?shipping=pending — paid orders whose devices wait for an address. */
export async function getOrdersAwaitingShipping(): Promise<OrderSummary[]> {
  const product = await getProductSlug();
  return expectSuccess(
    await http.get<OrdersResponse>(MARKETING_API_PATHS.orders(product), {
      params: { shipping: 'pending' },
    }),
  ).orders;
}

/** GET /{product}/orders/:id — one order of the company. */
export async function getOrder(id: string): Promise<OrderSummary> {
  const product = await getProductSlug();
  return expectSuccess(await http.get<OrderResponse>(MARKETING_API_PATHS.order(product, id))).order;
}
