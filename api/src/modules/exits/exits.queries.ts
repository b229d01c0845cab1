/**
 * The SQL of employee exits: an exit's row with its employee, starter and interview, its
 * department tasks and items, the list's page, and the writes of signing, recording an item,
 * completing and the interview.
 */
import { sql, type Kysely, type Updateable } from 'kysely';
import type { ExitListFilter } from '@itam/shared/contracts/exits';
import type { DB } from '../../db/schema';
import type {
  ChecklistEntry,
  DepartmentNameKey,
  ExitItemOutcome,
  ExitStatus,
  OpenTicketRef,
  ReturnCondition,
} from '../../db/schema-exits';

export interface ExitRow {
  id: string;
  employee_id: string;
  employee_code: string;
  employee_name: string;
  employee_email: string | null;
  department_id: string | null;
  department_name: string | null;
  last_working_day: string;
  reason: string;
  status: ExitStatus;
  started_at: Date;
  started_by: string | null;
  started_by_name: string | null;
  open_tickets: OpenTicketRef[];
  authority_user_id: string | null;
  authority_name: string | null;
  authority_signed_at: Date | null;
  has_certificate: boolean;
  completed_at: Date | null;
  answers: Record<string, unknown> | null;
  answered_at: Date | null;
}

const EXIT_COLUMNS = sql`x.id, x.employee_id, e.code as employee_code, e.name as employee_name,
  e.email as employee_email, e.department_id, d.name as department_name,
  to_char(x.last_working_day, 'YYYY-MM-DD') as last_working_day, x.reason, x.status, x.started_at,
  x.started_by, nullif(trim(su.first_name || ' ' || su.last_name), '') as started_by_name,
  x.open_tickets, x.authority_user_id, x.authority_name, x.authority_signed_at,
  x.certificate is not null as has_certificate, x.completed_at, i.answers, i.answered_at`;

const EXIT_FROM = sql`exits x
  join employees e on e.company_id = x.company_id and e.id = x.employee_id
  left join departments d on d.company_id = e.company_id and d.id = e.department_id
  left join users su on su.company_id = x.company_id and su.id = x.started_by
  left join exit_interviews i on i.company_id = x.company_id and i.exit_id = x.id`;

export interface TaskRow {
  exit_id: string;
  key: string;
  name: string;
  name_key: DepartmentNameKey | null;
  head_user_id: string | null;
  head_name: string | null;
  checklist: ChecklistEntry[];
  signed_by: string | null;
  signed_by_name: string | null;
  signed_at: Date | null;
  comment: string | null;
}

export interface ItemRow {
  id: string;
  exit_id: string;
  asset_id: string;
  asset_name: string;
  asset_tag: string | null;
  asset_state: string;
  holder_id: string | null;
  holder_name: string | null;
  outcome: ExitItemOutcome;
  condition: ReturnCondition | null;
  data_wiped: boolean | null;
  scanned_tag: string | null;
  successor_id: string | null;
  successor_name: string | null;
  charge_amount: string | null;
  incident_id: string | null;
  incident_number: string | null;
  note: string | null;
  recorded_by: string | null;
  recorded_by_name: string | null;
  recorded_at: Date | null;
}

export async function tasksOf(
  db: Kysely<DB>,
  companyId: string,
  exitIds: string[],
): Promise<TaskRow[]> {
  if (!exitIds.length) return [];
  const result = await sql<TaskRow>`select t.exit_id, t.key, t.name, t.name_key, t.head_user_id,
      nullif(trim(h.first_name || ' ' || h.last_name), '') as head_name, t.checklist,
      t.signed_by, nullif(trim(s.first_name || ' ' || s.last_name), '') as signed_by_name,
      t.signed_at, t.comment
    from exit_tasks t
    left join users h on h.company_id = t.company_id and h.id = t.head_user_id
    left join users s on s.company_id = t.company_id and s.id = t.signed_by
    where t.company_id = ${companyId} and t.exit_id = any(${exitIds}::uuid[])
    order by t.exit_id, t.position, t.key`.execute(db);
  return result.rows;
}

export async function itemsOf(
  db: Kysely<DB>,
  companyId: string,
  exitIds: string[],
): Promise<ItemRow[]> {
  if (!exitIds.length) return [];
  const result = await sql<ItemRow>`select i.id, i.exit_id, i.asset_id, a.name as asset_name,
      a.tag as asset_tag, a.state as asset_state, a.employee_id as holder_id, he.name as holder_name,
      i.outcome, i.condition, i.data_wiped, i.scanned_tag, i.successor_id, se.name as successor_name,
      i.charge_amount::text as charge_amount, i.incident_id,
      case when tk.id is null then null else tk.kind || ':' || tk.number end as incident_number,
      i.note, i.recorded_by, nullif(trim(u.first_name || ' ' || u.last_name), '') as recorded_by_name,
      i.recorded_at
    from exit_items i
    join assets a on a.company_id = i.company_id and a.id = i.asset_id
    left join employees he on he.company_id = a.company_id and he.id = a.employee_id
    left join employees se on se.company_id = i.company_id and se.id = i.successor_id
    left join tickets tk on tk.company_id = i.company_id and tk.id = i.incident_id
    left join users u on u.company_id = i.company_id and u.id = i.recorded_by
    where i.company_id = ${companyId} and i.exit_id = any(${exitIds}::uuid[])
    order by i.exit_id, a.name, a.id`.execute(db);
  return result.rows;
}

/** The exit's row (locked for update with `lock`), or undefined. */
export async function findExitRow(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  lock = false,
): Promise<ExitRow | undefined> {
  const result = await sql<ExitRow>`select ${EXIT_COLUMNS} from ${EXIT_FROM}
    where x.company_id = ${companyId} and x.id = ${id} ${lock ? sql`for update of x` : sql``}`.execute(
    db,
  );
  return result.rows[0];
}

/** A page of the company's exits by the list's filters, latest last working day first. */
export async function exitPage(
  db: Kysely<DB>,
  companyId: string,
  query: ExitListFilter,
  viewer: { userId: string; isAdmin: boolean },
  today: string,
): Promise<{ rows: ExitRow[]; total: number }> {
  const where = [sql`x.company_id = ${companyId}`];
  if (query.status === 'overdue')
    where.push(
      sql`exists (select 1 from exit_tasks t where t.company_id = x.company_id and t.exit_id = x.id
        and t.signed_at is null) and x.last_working_day - 2 <= ${today}::date`,
    );
  else if (query.status) where.push(sql`x.status = ${query.status}`);
  if (query.departmentId) where.push(sql`e.department_id = ${query.departmentId}`);
  if (query.employeeId) where.push(sql`x.employee_id = ${query.employeeId}`);
  if (query.toSign)
    where.push(
      sql`x.authority_signed_at is null and exists (select 1 from exit_tasks t
        where t.company_id = x.company_id and t.exit_id = x.id and t.signed_at is null
        and (${viewer.isAdmin} or t.head_user_id = ${viewer.userId}))`,
    );
  if (query.month)
    where.push(
      sql`x.last_working_day >= ${`${query.month}-01`}::date and x.last_working_day < (${`${query.month}-01`}::date + interval '1 month')`,
    );
  const condition = sql.join(where, sql` and `);
  const [rows, total] = await Promise.all([
    sql<ExitRow>`select ${EXIT_COLUMNS} from ${EXIT_FROM} where ${condition}
      order by x.last_working_day desc, x.id desc
      limit ${query.limit} offset ${query.pageNumber * query.limit}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${EXIT_FROM} where ${condition}`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.n };
}

/** The exit's stored certificate (null until the authority signs), or undefined: no such exit. */
export function certificateOf(db: Kysely<DB>, companyId: string, id: string) {
  return db
    .selectFrom('exits')
    .select(['certificate'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** HR's record of the interview: saved, or replacing the earlier answers. */
export async function upsertInterview(
  db: Kysely<DB>,
  companyId: string,
  exitId: string,
  answers: unknown,
): Promise<void> {
  await db
    .insertInto('exit_interviews')
    .values({ exit_id: exitId, company_id: companyId, answers: JSON.stringify(answers) })
    .onConflict((oc) =>
      oc.column('exit_id').doUpdateSet({
        answers: JSON.stringify(answers),
        answered_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** The leaver's own answers, saved once: false when they were already there. */
export async function insertInterviewOnce(
  db: Kysely<DB>,
  companyId: string,
  exitId: string,
  answers: unknown,
): Promise<boolean> {
  const saved = await db
    .insertInto('exit_interviews')
    .values({ exit_id: exitId, company_id: companyId, answers: JSON.stringify(answers) })
    .onConflict((oc) => oc.column('exit_id').doNothing())
    .returning('exit_id')
    .executeTakeFirst();
  return saved !== undefined;
}

/** A department's signature. */
export async function signTask(
  trx: Kysely<DB>,
  companyId: string,
  exitId: string,
  key: string,
  signature: { userId: string; at: Date; comment: string | null },
): Promise<void> {
  await trx
    .updateTable('exit_tasks')
    .set({ signed_by: signature.userId, signed_at: signature.at, comment: signature.comment })
    .where('company_id', '=', companyId)
    .where('exit_id', '=', exitId)
    .where('key', '=', key)
    .execute();
}

/** Sets the exit's columns (its status; the authority's signature and certificate). */
export async function updateExit(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  values: Updateable<DB['exits']>,
): Promise<void> {
  await trx
    .updateTable('exits')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
