/** GET /api/{product}/roles/get: the caller's role name and policies. */
import type { FastifyInstance } from 'fastify';
import type { RolesResponse } from '@itam/shared/contracts';
import { authOf, sessionAccess } from '../auth/guard';
import type { AppContext } from '../context';

export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const path = `/api/${ctx.config.productSlug}/roles/get`;
  app.get(
    path,
    { config: { access: sessionAccess() } },
    async (request): Promise<RolesResponse> => {
      // The guard loaded the role with the session; nothing more to read.
      const { roleName, policies, accessLevel } = authOf(request);
      return { type: 'success', roleInfo: { roleName, policies }, accessLevel };
    },
  );
}
