/** GET /api/company/locations/dropdown: the company's branches for pickers. */
import type { FastifyInstance } from 'fastify';
import { perm, type LocationsDropdownResponse } from '@itam/shared/contracts';
import { authOf, requireAnyOf } from '../auth/guard';
import type { AppContext } from '../context';

export function registerLocationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const access = requireAnyOf(
    'subscription',
    perm('on_asset', 'asset', 'view'),
    perm('on_organsiation', 'company_branches', 'view'),
  );
  app.get(
    '/api/company/locations/dropdown',
    { config: { access } },
    async (request): Promise<LocationsDropdownResponse> => {
      const { companyId } = authOf(request);
      const rows = await ctx.db
        .selectFrom('branches')
        .select(['id', 'branch_id', 'name', 'city'])
        .where('company_id', '=', companyId)
        .orderBy('name')
        .orderBy('id')
        .execute();
      return {
        type: 'success',
        locations: rows.map((r) => ({
          _id: r.id,
          branchId: r.branch_id,
          name: r.name,
          city: r.city,
        })),
      };
    },
  );
}
