import { expectSuccess, getProductSlug, http } from '@itam/shared/api';
import {
  MARKETING_API_PATHS,
  type ConfirmShippingRequest,
  type OrderResponse,
  type OrderSummary,
} from '@itam/shared/contracts';

/** POST /{product}/orders/:id/shipping — confirms where a paid order's devices go. */
export async function confirmShipping(
  id: string,
  body: ConfirmShippingRequest,
): Promise<OrderSummary> {
  const product = await getProductSlug();
  return expectSuccess(
    await http.post<OrderResponse>(MARKETING_API_PATHS.orderShipping(product, id), body),
  ).order;
}
