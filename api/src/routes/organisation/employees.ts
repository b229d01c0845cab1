/**
 * Employees (`employee_setup`): the list with search and paging, one employee with the
 * assets they hold, create, edit, deactivate (refused while they hold assets), the
 * departments, the CSV export (formula-safe cells) and the CSV/XLSX import
 * (./employee-import.ts).
 */
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ORG_PERMISSIONS as P,
  type DepartmentsResponse,
  type Employee,
  type EmployeeInputParsed,
  type EmployeeResponse,
  type EmployeesResponse,
  type OkResponse,
} from '@itam/shared/contracts';
import { employeeInputSchema, employeeListQuerySchema } from '@itam/shared/schemas';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { CUSTOM_PLAN } from '../../db/statements';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { likePattern } from '../../services/asset-sql';
import {
  checkpointPage,
  type CheckpointList,
  type Counted,
  type EmployeeCheckpointMemo,
  type EmployeeKey,
} from '../../services/page-checkpoints';
import { recordOrgActivity } from '../../services/org-activity';
import { csvDocument } from '../../services/organisation/csv';
import {
  EMPLOYEE_EXPORT_HEADER,
  employeeExportCells,
} from '../../services/organisation/data-export';
import { registerEmployeeImportRoutes } from './employee-import';
import {
  actorOf,
  badField,
  conflict,
  orgAccess,
  orgRecords,
  orgTarget,
  uniqueViolation,
  type OrgActor,
} from './helpers';

const NOT_FOUND = 'Employee not found';

interface ListFilter {
  search?: string;
  branchId?: string;
  departmentId?: string;
  status: 'active' | 'inactive' | 'all';
}

/** The company's employees the filter keeps (the filters read `e` only: a count needs no join). */
function filteredEmployees(db: Kysely<DB>, companyId: string, filter: ListFilter) {
  let query = db.selectFrom('employees as e').where('e.company_id', '=', companyId);
  if (filter.status !== 'all') query = query.where('e.active', '=', filter.status === 'active');
  if (filter.branchId) query = query.where('e.branch_id', '=', filter.branchId);
  if (filter.departmentId) query = query.where('e.department_id', '=', filter.departmentId);
  if (filter.search)
    query = query.where(
      sql<boolean>`lower(e.code || ' ' || e.name || ' ' || coalesce(e.email, '')) like ${likePattern(filter.search)}`,
    );
  return query;
}

/** Only the status is chosen: the total is a lookup, and a page may be read from either end. */
const statusOnly = (filter: ListFilter): boolean =>
  !filter.search && !filter.branchId && !filter.departmentId;

/**
 * A search is planned for its pattern (CUSTOM_PLAN), so that a rare term is collected
 * through the trigram index instead of testing every employee of the company.
 */
const planHint = (filter: ListFilter) => sql.raw(filter.search ? CUSTOM_PLAN : '');

/** The total of a status-only list: a lookup of the trigger-kept counts (migration 0012). */
function countedEmployees(companyId: string, status: ListFilter['status']): RawBuilder<number> {
  const active = status === 'all' ? sql`` : sql`and active = ${status === 'active'}`;
  return sql<number>`(select coalesce(sum(n), 0)::int from employee_counts
    where company_id = ${companyId} ${active})`;
}

/** The company's employee version (migration 0018): bumped by every change to its employees. */
const employeeVersion = (companyId: string): RawBuilder<number> =>
  sql<number>`coalesce((select version from employee_versions where company_id = ${companyId}), 0)`;

/** The filter's total: a lookup of the trigger-kept counts when only the status is chosen. */
async function countEmployees(db: Kysely<DB>, companyId: string, filter: ListFilter) {
  if (!statusOnly(filter))
    return filteredEmployees(db, companyId, filter)
      .modifyFront(planHint(filter))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
  const result = await sql<{
    n: number;
  }>`select ${countedEmployees(companyId, filter.status)} as n`.execute(db);
  return result.rows[0] ?? { n: 0 };
}

function selectEmployees(db: Kysely<DB>, companyId: string, filter: ListFilter) {
  return filteredEmployees(db, companyId, filter)
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('branches as b', 'b.id', 'e.branch_id')
    .leftJoin('employees as m', 'm.id', 'e.manager_id');
}

function withColumns(query: ReturnType<typeof selectEmployees>) {
  return query.select([
    'e.id',
    'e.code',
    'e.name',
    'e.email',
    'e.phone',
    'e.joining_date',
    'e.active',
    'd.id as department_uuid',
    'd.name as department_name',
    'b.id as branch_uuid',
    'b.branch_id as branch_code',
    'b.name as branch_name',
    'm.id as manager_uuid',
    'm.code as manager_code',
    'm.name as manager_name',
    sql<number>`(select count(*) from assets a where a.company_id = e.company_id and a.employee_id = e.id)::int`.as(
      'asset_count',
    ),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

const toEmployee = (r: Row): Employee => ({
  _id: r.id,
  code: r.code,
  name: r.name,
  email: r.email,
  phone: r.phone,
  department: r.department_uuid ? { _id: r.department_uuid, name: r.department_name! } : null,
  branch: r.branch_uuid
    ? { _id: r.branch_uuid, branchId: r.branch_code!, name: r.branch_name! }
    : null,
  manager: r.manager_uuid
    ? { _id: r.manager_uuid, code: r.manager_code!, name: r.manager_name! }
    : null,
  joiningDate: r.joining_date,
  active: r.active,
  assetCount: r.asset_count,
});

/** Past this offset a page of a status-only list is read from the nearer end of the list. */
const DEEP_OFFSET = 100;

/** The list's order: the name index's (company_id, [active,] lower(name) collate "C", id). */
const NAME_ORDER = sql`lower(e.name) collate "C"`;

/**
 * The page's ids (employees alone, walking the name index), in list order, or in the
 * reverse order from the far end (`reverse`): OFFSET costs one index entry per skipped row,
 * so at most half the list is ever skipped.
 */
function pageIds(
  db: Kysely<DB>,
  companyId: string,
  filter: ListFilter,
  slice: { offset: number; limit: number; reverse: boolean },
) {
  const direction = slice.reverse ? 'desc' : 'asc';
  return filteredEmployees(db, companyId, filter)
    .modifyFront(planHint(filter))
    .select('e.id')
    .orderBy(NAME_ORDER, direction)
    .orderBy('e.id', direction)
    .limit(slice.limit)
    .offset(slice.offset);
}

/**
 * The details of the page's employees, in list order, read by primary key
 * (`= any(array(...))`: a generic plan of `in (subquery)` hashed every employee of the
 * company), so the joins and each one's asset count are made for the page's rows only.
 */
const pageDetails = (db: Kysely<DB>, companyId: string, page: Expression<unknown>) =>
  withColumns(selectEmployees(db, companyId, { status: 'all' }))
    .where(sql<boolean>`e.id = any(array(${page}))`)
    .orderBy(NAME_ORDER)
    .orderBy('e.id');

/**
 * A status-only list for the page checkpoints (services/page-checkpoints.ts): a page seeks
 * the name index to the nearest remembered key and reads its details, the kept total and
 * the employee version in one statement.
 */
function checkpointList(
  db: Kysely<DB>,
  companyId: string,
  filter: ListFilter,
): CheckpointList<EmployeeKey, Row> {
  const total = countedEmployees(companyId, filter.status);
  const version = employeeVersion(companyId);
  return {
    key: JSON.stringify([companyId, filter.status]),
    version,
    total,
    keys: (stride) => {
      const ranked = filteredEmployees(db, companyId, filter).select([
        sql<string>`${NAME_ORDER}`.as('k'),
        'e.id',
        sql<number>`row_number() over (order by ${NAME_ORDER}, e.id) - 1`.as('rn'),
      ]);
      return sql<
        EmployeeKey[] | null
      >`(select json_agg(json_build_object('name', x.k, 'id', x.id) order by x.rn)
        from ${ranked} x where x.rn % ${stride} = 0)`;
    },
    page: (from, skip, limit) => {
      const ids = filteredEmployees(db, companyId, filter)
        .select('e.id')
        .where(
          sql<boolean>`(${NAME_ORDER}, e.id) >= (${from.name}::text collate "C", ${from.id}::uuid)`,
        )
        .orderBy(NAME_ORDER)
        .orderBy('e.id')
        .limit(sql.lit(limit))
        .offset(skip);
      return sql<Counted<Row>>`${pageDetails(db, companyId, ids).select([
        total.as('total'),
        version.as('version'),
      ])}`;
    },
  };
}

/**
 * One page of the list and its total. The page's ids first, then their details by primary
 * key. A status-only list: with the page checkpoints (`checkpoints`), one statement seeks to
 * the page; else, as the asset list, its total is a lookup of the trigger-kept counts, read
 * first to skip a page past the end and to read a far page backwards.
 */
export async function listEmployees(
  db: Kysely<DB>,
  companyId: string,
  query: ListFilter & { pageNumber: number; limit: number },
  checkpoints?: EmployeeCheckpointMemo,
): Promise<{ employees: Employee[]; total: number }> {
  const offset = query.pageNumber * query.limit;
  if (checkpoints && statusOnly(query)) {
    const page = await checkpointPage(
      db,
      checkpointList(db, companyId, query),
      { offset, limit: query.limit },
      checkpoints,
    );
    if (page) return { employees: page.rows.map(toEmployee), total: page.total };
  }
  let slice = { offset, limit: query.limit, reverse: false };
  let total: number | null = null;
  if (statusOnly(query) && offset >= DEEP_OFFSET) {
    total = (await countEmployees(db, companyId, query)).n;
    if (offset >= total) return { employees: [], total };
    if (offset * 2 > total) {
      const limit = Math.min(query.limit, total - offset);
      slice = { offset: total - offset - limit, limit, reverse: true };
    }
  }
  if (total !== null || statusOnly(query)) {
    const [rows, count] = await Promise.all([
      pageDetails(db, companyId, pageIds(db, companyId, query, slice)).execute(),
      total ?? countEmployees(db, companyId, query).then((c) => c.n),
    ]);
    return { employees: rows.map(toEmployee), total: count };
  }
  // A search or filter: its matches found once, for the page and for the total, in one
  // statement (each row of the page carries the count of every match).
  const matches = pageIds(db, companyId, query, slice).select(
    sql<number>`count(*) over ()`.as('total'),
  );
  const result = await sql<Row & { total: number }>`with p as materialized (${matches})
    select q.*, (select max(p.total) from p)::int as total
    from (${pageDetails(db, companyId, sql`select p.id from p`)}) q
    order by lower(q.name) collate "C", q.id`.execute(db);
  const found = result.rows[0]?.total ?? (await countEmployees(db, companyId, query)).n;
  return { employees: result.rows.map(toEmployee), total: found };
}

async function departmentIdOf(
  trx: Kysely<DB>,
  companyId: string,
  name: string | null,
): Promise<string | null> {
  if (!name) return null;
  await sql`insert into departments (company_id, name) values (${companyId}, ${name})
    on conflict (company_id, lower(name)) do nothing`.execute(trx);
  const row = await trx
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

async function assertRefs(
  trx: Kysely<DB>,
  companyId: string,
  input: EmployeeInputParsed,
  selfId: string | null,
) {
  if (input.branchId) {
    const found = await trx
      .selectFrom('branches')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', input.branchId)
      .executeTakeFirst();
    if (!found) throw badField('branchId', 'Not found in your company');
  }
  if (input.managerId) {
    if (input.managerId === selfId)
      throw badField('managerId', 'An employee cannot be their own manager');
    const found = await trx
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', input.managerId)
      .executeTakeFirst();
    if (!found) throw badField('managerId', 'Not found in your company');
  }
}

function mapTaken(err: unknown): never {
  const name = uniqueViolation(err);
  if (name?.includes('email'))
    throw badField('email', 'Another employee of your company has this email');
  if (name !== null)
    throw badField('code', 'Another employee of your company has this employee id');
  throw err;
}

type EmployeeValues = {
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  department_id: string | null;
  branch_id: string | null;
  manager_id: string | null;
  joining_date: string | null;
};

const employees = orgRecords({
  table: 'employees',
  entityType: 'employee',
  notFound: NOT_FOUND,
  columns: [
    'code',
    'name',
    'email',
    'phone',
    'department_id',
    'branch_id',
    'manager_id',
    'joining_date',
  ],
  snapshot: (e: EmployeeValues) => ({
    code: e.code,
    name: e.name,
    email: e.email ?? null,
    phone: e.phone ?? null,
    departmentId: e.department_id ?? null,
    branchId: e.branch_id ?? null,
    managerId: e.manager_id ?? null,
    joiningDate: e.joining_date ?? null,
  }),
  named: (e) => ({ code: e.code, name: e.name }),
  touches: true,
  mapError: (err) => mapTaken(err),
});

async function saveEmployee(
  ctx: AppContext,
  actor: OrgActor,
  id: string | null,
  body: unknown,
): Promise<string> {
  const input = parseInput(employeeInputSchema, body, 'body');
  return employees.write(ctx.db, async (trx) => {
    await assertRefs(trx, actor.companyId, input, id);
    const values: EmployeeValues = {
      code: input.code,
      name: input.name,
      email: input.email,
      phone: input.phone,
      department_id: await departmentIdOf(trx, actor.companyId, input.department),
      branch_id: input.branchId,
      manager_id: input.managerId,
      joining_date: input.joiningDate,
    };
    if (id === null) return employees.create(trx, actor, values);
    await employees.update(trx, actor, id, values);
    return id;
  });
}

async function findEmployee(db: Kysely<DB>, companyId: string, id: string) {
  const row = await withColumns(selectEmployees(db, companyId, { status: 'all' }))
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  const assets = await db
    .selectFrom('assets')
    .select(['id', 'name', 'tag', 'state'])
    .where('company_id', '=', companyId)
    .where('employee_id', '=', id)
    .orderBy('name')
    .limit(200)
    .execute();
  return {
    ...toEmployee(row),
    assets: assets.map((a) => ({ _id: a.id, name: a.name, tag: a.tag, state: a.state })),
  };
}

export function registerEmployeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/company/employees',
    orgAccess(P.employeeView),
    async (request): Promise<EmployeesResponse> => {
      const { companyId } = actorOf(request);
      const query = parseInput(employeeListQuerySchema, request.query, 'query');
      const { employees, total } = await listEmployees(
        ctx.db,
        companyId,
        query,
        ctx.listMemos.employeeCheckpoints,
      );
      return {
        type: 'success',
        employees,
        total,
        pageNumber: query.pageNumber,
        limit: query.limit,
      };
    },
  );

  app.get('/api/company/employees/export', orgAccess(P.employeeView), async (request, reply) => {
    const { companyId } = actorOf(request);
    const query = parseInput(employeeListQuerySchema, request.query, 'query');
    const rows = await withColumns(selectEmployees(ctx.db, companyId, query))
      .orderBy('e.code')
      .execute();
    const csv = csvDocument(EMPLOYEE_EXPORT_HEADER, rows.map(employeeExportCells));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="employees.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get(
    '/api/company/departments',
    orgAccess(P.employeeView),
    async (request): Promise<DepartmentsResponse> => {
      const { companyId } = actorOf(request);
      const rows = await ctx.db
        .selectFrom('departments')
        .select(['id', 'name'])
        .where('company_id', '=', companyId)
        .orderBy('name')
        .execute();
      return { type: 'success', departments: rows.map((d) => ({ _id: d.id, name: d.name })) };
    },
  );

  app.get(
    '/api/company/employees/:id',
    orgAccess(P.employeeView),
    async (request): Promise<EmployeeResponse> => {
      const { actor, id } = orgTarget(request);
      return { type: 'success', employee: await findEmployee(ctx.db, actor.companyId, id) };
    },
  );

  app.post(
    '/api/company/employees',
    orgAccess(P.employeeCreate),
    async (request, reply): Promise<EmployeeResponse> => {
      const actor = actorOf(request);
      const id = await saveEmployee(ctx, actor, null, request.body);
      reply.code(201);
      return { type: 'success', employee: await findEmployee(ctx.db, actor.companyId, id) };
    },
  );

  app.put(
    '/api/company/employees/:id',
    orgAccess(P.employeeEdit),
    async (request): Promise<EmployeeResponse> => {
      const { actor, id } = orgTarget(request);
      await saveEmployee(ctx, actor, id, request.body);
      return { type: 'success', employee: await findEmployee(ctx.db, actor.companyId, id) };
    },
  );

  // Deactivating keeps the employee's history (assignments, exits); only the list hides them.
  app.delete(
    '/api/company/employees/:id',
    orgAccess(P.employeeDelete),
    async (request): Promise<OkResponse> => {
      const { actor, id } = orgTarget(request);
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('employees')
          .select(['code', 'name', 'active'])
          .where('company_id', '=', actor.companyId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw notFound(NOT_FOUND);
        if (!row.active) return;
        const held = await trx
          .selectFrom('assets')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('company_id', '=', actor.companyId)
          .where('employee_id', '=', id)
          .executeTakeFirstOrThrow();
        if (held.n > 0)
          throw conflict(
            `${row.name} still holds ${held.n} asset${held.n === 1 ? '' : 's'}: unassign them first`,
          );
        await trx
          .updateTable('employees')
          .set({ active: false, updated_at: sql<Date>`now()` })
          .where('company_id', '=', actor.companyId)
          .where('id', '=', id)
          .execute();
        await recordOrgActivity(trx, {
          companyId: actor.companyId,
          actorUserId: actor.userId,
          entityType: 'employee',
          entityId: id,
          action: 'deactivate',
          before: { code: row.code, name: row.name, active: true },
          after: { code: row.code, name: row.name, active: false },
        });
      });
      return { type: 'success' };
    },
  );

  registerEmployeeImportRoutes(app, ctx);
}
