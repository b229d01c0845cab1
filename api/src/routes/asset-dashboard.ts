/**
 * GET /assets/dashboard and the form's dropdowns (asset types, employees,
 * purchase orders). Every query is filtered by the caller's company.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ASSET_STATES,
  perm,
  type AssetDashboardResponse,
  type AssetState,
  type AssetTypesResponse,
  type EmployeesDropdownResponse,
  type PurchaseOrdersDropdownResponse,
} from '@itam/shared/contracts';
import { employeesDropdownQuerySchema } from '@itam/shared/schemas';
import { authOf, requireAnyOf } from '../auth/guard';
import { ASSET_MODULE } from './asset-route-helpers';
import type { AppContext } from '../context';
import { parseInput } from '../platform/input';
import { listActivity } from '../services/activity';
import { warrantyEndsWithin } from '../services/asset-filtered-list';
import { likePattern } from '../services/asset-sql';
import { todayUtc } from '../services/depreciation';

const EMPLOYEES_DROPDOWN_LIMIT = 50;
const UNSPECIFIED = 'Unspecified';

export function registerAssetDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const viewAssets = perm('on_asset', 'asset', 'view');
  const createAssets = perm('on_asset', 'asset', 'create');

  app.get(
    '/api/assets/dashboard',
    { config: { access: requireAnyOf(ASSET_MODULE, viewAssets) } },
    async (request): Promise<AssetDashboardResponse> => {
      const { companyId } = authOf(request);
      const today = todayUtc();
      const [counts, groups, warranty, recent] = await Promise.all([
        ctx.db
          .selectFrom('asset_counts')
          .select(['state', 'n'])
          .where('company_id', '=', companyId)
          .where('n', '>', 0)
          .execute(),
        // One pass over the company's assets for both breakdowns.
        sql<{
          type_id: string | null;
          type_name: string | null;
          office_id: string | null;
          branch_name: string | null;
          dim: 'type' | 'branch';
          n: number;
        }>`select g.asset_type_id as type_id,
          (select t.name from asset_types t where t.id = g.asset_type_id) as type_name,
          g.office_id, (select b.name from branches b where b.id = g.office_id) as branch_name, g.dim, g.n
        from (select a.asset_type_id, a.office_id, count(*)::int as n,
                case when grouping(a.asset_type_id) = 0 then 'type' else 'branch' end as dim
              from assets a where a.company_id = ${companyId}
              group by grouping sets ((a.asset_type_id), (a.office_id))) g`.execute(ctx.db),
        // The list's own clauses (warrantyEndsWithinDays), so each figure opens exactly its assets.
        sql<{ d30: number; d60: number; d90: number }>`select
          count(*) filter (where ${warrantyEndsWithin(30, today)})::int as d30,
          count(*) filter (where ${warrantyEndsWithin(60, today)})::int as d60,
          count(*)::int as d90
        from assets a where a.company_id = ${companyId} and ${warrantyEndsWithin(90, today)}`.execute(
          ctx.db,
        ),
        listActivity(ctx.db, companyId, { pageNumber: 0, limit: 10 }),
      ]);
      const order = (state: AssetState) => ASSET_STATES.indexOf(state);
      const byState = counts
        .map((c) => ({ state: c.state, count: c.n }))
        .sort((a, b) => order(a.state) - order(b.state));
      const breakdown = (by: 'type' | 'branch') =>
        groups.rows
          .filter((g) => g.dim === by)
          .map((g) => ({
            // null: the assets without one (the list's `none` filter).
            _id: by === 'type' ? g.type_id : g.office_id,
            name: (by === 'type' ? g.type_name : g.branch_name) ?? UNSPECIFIED,
            count: g.n,
          }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
      return {
        type: 'success',
        total: byState.reduce((sum, s) => sum + s.count, 0),
        byState,
        byType: breakdown('type'),
        byBranch: breakdown('branch'),
        warrantyExpiring: warranty.rows[0] ?? { d30: 0, d60: 0, d90: 0 },
        recentActivity: recent.activities,
      };
    },
  );

  const typesAccess = requireAnyOf(
    // The form's dropdowns read the organisation's data, which needs no module of its own.
    'subscription',
    viewAssets,
    createAssets,
    perm('on_organsiation', 'asset_types', 'view'),
  );
  app.get(
    '/api/company/asset-types',
    { config: { access: typesAccess } },
    async (request): Promise<AssetTypesResponse> => {
      const { companyId } = authOf(request);
      const rows = await ctx.db
        .selectFrom('asset_types')
        .select(['id', 'name'])
        .where('company_id', '=', companyId)
        .orderBy('name')
        .orderBy('id')
        .execute();
      return { type: 'success', assetTypes: rows.map((r) => ({ _id: r.id, name: r.name })) };
    },
  );

  const employeesAccess = requireAnyOf(
    'subscription',
    viewAssets,
    createAssets,
    perm('on_organsiation', 'employee_setup', 'view'),
    // Ordering from the shop on someone's behalf picks the employee here.
    perm('on_shop', 'shop_order', 'create'),
  );
  app.get(
    '/api/company/employees/dropdown',
    { config: { access: employeesAccess } },
    async (request): Promise<EmployeesDropdownResponse> => {
      const { companyId } = authOf(request);
      const { search } = parseInput(employeesDropdownQuerySchema, request.query, 'query');
      let query = ctx.db
        .selectFrom('employees')
        .select(['id', 'code', 'name'])
        .where('company_id', '=', companyId)
        .orderBy('name')
        .orderBy('code')
        .limit(EMPLOYEES_DROPDOWN_LIMIT);
      if (search) {
        const pattern = likePattern(search);
        query = query.where((eb) =>
          eb.or([eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(code)`, 'like', pattern)]),
        );
      }
      const rows = await query.execute();
      return {
        type: 'success',
        employees: rows.map((r) => ({ _id: r.id, id: r.code, name: r.name })),
      };
    },
  );

  const ordersAccess = requireAnyOf(
    'subscription',
    viewAssets,
    createAssets,
    perm('on_organsiation', 'purchase_order', 'view'),
  );
  app.get(
    '/api/company/purchase-orders/dropdown',
    { config: { access: ordersAccess } },
    async (request): Promise<PurchaseOrdersDropdownResponse> => {
      const { companyId } = authOf(request);
      const rows = await ctx.db
        .selectFrom('purchase_orders')
        .select(['id', 'invoice_id', 'vendor'])
        .where('company_id', '=', companyId)
        .orderBy('invoice_date', 'desc')
        .orderBy('invoice_id')
        .limit(500)
        .execute();
      return {
        type: 'success',
        purchaseOrders: rows.map((r) => ({ _id: r.id, invoiceId: r.invoice_id, vendor: r.vendor })),
      };
    },
  );
}
