import { expectSuccess, getProductSlug, http } from '@itam/shared/api';
import {
  MARKETING_API_PATHS,
  type CreateOrderRequest,
  type CreateOrderResponse,
} from '@itam/shared/contracts';

export type CreatedOrder = Extract<CreateOrderResponse, { type: 'success' }>;

/** POST /{product}/orders — an order for the signed-in user's company, and where to pay it. */
export async function createOrder(body: CreateOrderRequest): Promise<CreatedOrder> {
  const product = await getProductSlug();
  return expectSuccess(
    await http.post<CreateOrderResponse>(MARKETING_API_PATHS.orders(product), body),
  );
}
