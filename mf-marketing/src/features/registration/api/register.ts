import { expectSuccess, getProductSlug, http } from '@itam/shared/api';
import {
  MARKETING_API_PATHS,
  type RegisterRequest,
  type RegisterResponse,
} from '@itam/shared/contracts';

export type Registered = Extract<RegisterResponse, { type: 'success' }>;

/** POST /{product}/open-api/register — creates the company, its roles and its admin user. */
export async function registerCompany(body: RegisterRequest): Promise<Registered> {
  const product = await getProductSlug();
  return expectSuccess(
    await http.post<RegisterResponse>(MARKETING_API_PATHS.register(product), body),
  );
}
