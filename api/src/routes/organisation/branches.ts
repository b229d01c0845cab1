/**
 * The company's branches (`company_branches`): list with the assets and employees at each,
 * create, edit, delete. A branch that assets or employees still use is not deleted (409
 * with the counts); its tag rules go with it and its purchase orders keep no branch.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ORG_PERMISSIONS as P,
  type Branch,
  type BranchResponse,
  type BranchesResponse,
  type OkResponse,
} from '@itam/shared/contracts';
import { branchInputSchema } from '@itam/shared/schemas';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import {
  actorOf,
  badField,
  conflict,
  countsText,
  orgAccess,
  orgRecords,
  orgTarget,
  uniqueViolation,
} from './helpers';

const NOT_FOUND = 'Branch not found';
const TAKEN = 'Another branch of your company has this branch id';

interface BranchRow {
  id: string;
  branch_id: string;
  name: string;
  city: string | null;
  address: string | null;
  asset_count: number;
  employee_count: number;
}

function selectBranches(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom('branches as b')
    .select([
      'b.id',
      'b.branch_id',
      'b.name',
      'b.city',
      'b.address',
      sql<number>`(select count(*) from assets a where a.company_id = b.company_id and a.office_id = b.id)::int`.as(
        'asset_count',
      ),
      sql<number>`(select count(*) from employees e where e.company_id = b.company_id and e.branch_id = b.id and e.active)::int`.as(
        'employee_count',
      ),
    ])
    .where('b.company_id', '=', companyId);
}

const toBranch = (r: BranchRow): Branch => ({
  _id: r.id,
  branchId: r.branch_id,
  name: r.name,
  city: r.city,
  address: r.address,
  assetCount: r.asset_count,
  employeeCount: r.employee_count,
});

const branches = orgRecords({
  table: 'branches',
  entityType: 'branch',
  notFound: NOT_FOUND,
  columns: ['branch_id', 'name', 'city', 'address'],
  snapshot: (b: {
    branch_id: string;
    name: string;
    city: string | null;
    address: string | null;
  }) => ({
    branchId: b.branch_id,
    name: b.name,
    city: b.city,
    address: b.address,
  }),
  named: (b) => ({ name: b.name }),
  mapError: (err) => mapTaken(err),
});

const valuesOf = (input: ReturnType<typeof branchInputSchema.parse>) => ({
  branch_id: input.branchId,
  name: input.name,
  city: input.city,
  address: input.address,
});

async function findBranch(db: Kysely<DB>, companyId: string, id: string): Promise<Branch> {
  const row = await selectBranches(db, companyId).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return toBranch(row);
}

function mapTaken(err: unknown): never {
  if (uniqueViolation(err)?.includes('branch_id')) throw badField('branchId', TAKEN);
  throw err;
}

export function registerBranchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/company/branches',
    orgAccess(P.branchView),
    async (request): Promise<BranchesResponse> => {
      const { companyId } = actorOf(request);
      const rows = await selectBranches(ctx.db, companyId)
        .orderBy('b.name')
        .orderBy('b.id')
        .execute();
      return { type: 'success', branches: rows.map(toBranch) };
    },
  );

  app.post(
    '/api/company/branches',
    orgAccess(P.branchCreate),
    async (request, reply): Promise<BranchResponse> => {
      const actor = actorOf(request);
      const input = parseInput(branchInputSchema, request.body, 'body');
      const id = await branches.write(ctx.db, (trx) =>
        branches.create(trx, actor, valuesOf(input)),
      );
      reply.code(201);
      return { type: 'success', branch: await findBranch(ctx.db, actor.companyId, id) };
    },
  );

  app.put(
    '/api/company/branches/:id',
    orgAccess(P.branchEdit),
    async (request): Promise<BranchResponse> => {
      const { actor, id } = orgTarget(request);
      const input = parseInput(branchInputSchema, request.body, 'body');
      await branches.write(ctx.db, (trx) => branches.update(trx, actor, id, valuesOf(input)));
      return { type: 'success', branch: await findBranch(ctx.db, actor.companyId, id) };
    },
  );

  app.delete(
    '/api/company/branches/:id',
    orgAccess(P.branchDelete),
    async (request): Promise<OkResponse> => {
      const { actor, id } = orgTarget(request);
      await ctx.db.transaction().execute(async (trx) => {
        const row = branches.found(
          await selectBranches(trx, actor.companyId).where('b.id', '=', id).executeTakeFirst(),
        );
        const inactive = await trx
          .selectFrom('employees')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('company_id', '=', actor.companyId)
          .where('branch_id', '=', id)
          .where('active', '=', false)
          .executeTakeFirstOrThrow();
        const employees = row.employee_count + inactive.n;
        if (row.asset_count > 0 || employees > 0) {
          const what = countsText([
            [row.asset_count, 'asset', 'assets'],
            [employees, 'employee', 'employees'],
          ]);
          throw conflict(`${row.name} still has ${what}: move them to another branch first`);
        }
        await trx
          .updateTable('purchase_orders')
          .set({ branch_id: null })
          .where('company_id', '=', actor.companyId)
          .where('branch_id', '=', id)
          .execute();
        await branches.remove(trx, actor, id, row);
      });
      return { type: 'success' };
    },
  );
}
