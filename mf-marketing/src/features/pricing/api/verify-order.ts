import { expectSuccess, getProductSlug, http } from '@itam/shared/api';
import { MARKETING_API_PATHS, type VerifyOrderResponse } from '@itam/shared/contracts';

export type VerifiedOrder = Extract<VerifyOrderResponse, { type: 'success' }>;

/** POST /{product}/open-api/order/verify — the payment provider's signed return, checked once. */
export async function verifyOrder(params: Record<string, string>): Promise<VerifiedOrder> {
  const product = await getProductSlug();
  return expectSuccess(
    await http.post<VerifyOrderResponse>(MARKETING_API_PATHS.orderVerify(product), { params }),
  );
}
