/**
 * POST /auth/login's query (the only request type it takes). The login's body and the
 * login and session answers are `@itam/shared/schemas`' (schemas/api.ts), next to the
 * error body every module's answers share.
 */
import { z } from '../zod';

export const loginQuery = z.object({
  requestType: z.literal('verifyPassword').default('verifyPassword'),
});
