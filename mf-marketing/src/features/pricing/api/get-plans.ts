import { expectSuccess, getProductSlug, http } from '@itam/shared/api';
import { MARKETING_API_PATHS, type Plan, type PlansResponse } from '@itam/shared/contracts';

/** GET /{product}/open-api/plans — every module's monthly and yearly plan. */
export async function getPlans(): Promise<Plan[]> {
  const product = await getProductSlug();
  return expectSuccess(await http.get<PlansResponse>(MARKETING_API_PATHS.plans(product))).plans;
}
