import { MARKETING_API_PATHS } from '../../contracts/marketing/constants';
import type { SubscriptionResponse } from '../../contracts/subscription';
import { expectSuccess } from '../api-error';
import { http } from '../http-client';

export type SubscriptionSuccess = Extract<SubscriptionResponse, { type: 'success' }>;

/** GET /{product}/subscription — the company's plan, its period and state, and whom to ask. */
export async function getSubscription(product: string): Promise<SubscriptionSuccess> {
  return expectSuccess(
    await http.get<SubscriptionResponse>(
      MARKETING_API_PATHS.subscription(encodeURIComponent(product)),
    ),
  );
}
