/**
 * The employee list's SQL: a page of the company's employees (search, branch, department,
 * status) and its total, with the page checkpoints of a status-only list, and the rows of
 * the CSV export.
 */
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Employee } from '@itam/shared/contracts/organisation';
import type { DB } from '../../db/schema';
import { CUSTOM_PLAN } from '../../db/statements';
import { likePattern } from '../../platform/sql';
import {
  checkpointPage,
  type CheckpointList,
  type Counted,
  type EmployeeCheckpointMemo,
  type EmployeeKey,
} from '../../services/page-checkpoints';

export interface ListFilter {
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

export function selectEmployees(db: Kysely<DB>, companyId: string, filter: ListFilter) {
  return filteredEmployees(db, companyId, filter)
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('branches as b', 'b.id', 'e.branch_id')
    .leftJoin('employees as m', 'm.id', 'e.manager_id');
}

export function withColumns(query: ReturnType<typeof selectEmployees>) {
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

export type EmployeeRow = Awaited<
  ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>
>;

export const toEmployee = (r: EmployeeRow): Employee => ({
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
): CheckpointList<EmployeeKey, EmployeeRow> {
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
      return sql<Counted<EmployeeRow>>`${pageDetails(db, companyId, ids).select([
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
  const result = await sql<EmployeeRow & { total: number }>`with p as materialized (${matches})
    select q.*, (select max(p.total) from p)::int as total
    from (${pageDetails(db, companyId, sql`select p.id from p`)}) q
    order by lower(q.name) collate "C", q.id`.execute(db);
  const found = result.rows[0]?.total ?? (await countEmployees(db, companyId, query)).n;
  return { employees: result.rows.map(toEmployee), total: found };
}

/** The filter's employees in employee id order, for the CSV export. */
export const exportRows = (db: Kysely<DB>, companyId: string, filter: ListFilter) =>
  withColumns(selectEmployees(db, companyId, filter))
    .orderBy('e.code')
    .execute();
