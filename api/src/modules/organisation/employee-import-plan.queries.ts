/**
 * What an employee import would write, and the writing of it. The plan compares every row
 * that finds an employee with the employee as they are: only the fields that differ are
 * changes (a field with no column mapped keeps its value), a row that changes nothing is
 * not written, and a changed email is flagged when a login is tied to the old or the new
 * one (users and employees are tied by their email). Its fingerprint (SHA-256 of every
 * create and change) binds a commit to the dry run that showed it.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type {
  EmployeeImportChange,
  EmployeeImportField,
  EmployeeImportUpdate,
} from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import type { ImportContext, ImportRecord } from './employee-import-file.service';

/** An employee as an import row would change them: the values the import compares. */
export interface EmployeeNow {
  id: string;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  department: string | null;
  branchId: string | null;
  branchCode: string | null;
  managerCode: string | null;
  joiningDate: string | null;
  active: boolean;
}

/** The values an update writes (every column: the unchanged ones as they are). */
type Written = Omit<ImportRecord, 'row' | 'targetId'> & { id: string };

export interface PlannedUpdate extends EmployeeImportUpdate {
  after: Written;
  /** The email the employee has: what a commit keeps when it does not change a login's. */
  emailNow: string | null;
}

export interface ImportPlan {
  creates: ImportRecord[];
  updates: PlannedUpdate[];
  unchanged: number;
  fingerprint: string;
}

type Mapping = Partial<Record<EmployeeImportField, string>>;

/**
 * The current values of the employees the rows update; `lock` (a commit, inside its
 * transaction) locks their rows until it ends.
 */
export async function employeesNow(
  db: Kysely<DB>,
  companyId: string,
  ids: readonly string[],
  lock: boolean,
): Promise<Map<string, EmployeeNow>> {
  if (!ids.length) return new Map();
  const result = await sql<EmployeeNow>`select e.id, e.code, e.name, e.email, e.phone,
      d.name as department, e.branch_id as "branchId", b.branch_id as "branchCode",
      m.code as "managerCode", e.joining_date as "joiningDate", e.active
    from employees e
    left join departments d on d.id = e.department_id
    left join branches b on b.id = e.branch_id
    left join employees m on m.id = e.manager_id
    where e.company_id = ${companyId} and e.id = any(${ids}::uuid[])
    order by e.id ${lock ? sql`for update of e` : sql``}`.execute(db);
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** Lower-cased emails, of those given, that a user of the company signs in with. */
export async function loginEmails(
  db: Kysely<DB>,
  companyId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const result = await sql<{ email: string }>`select lower(email) as email from users
    where company_id = ${companyId} and lower(email) = any(${emails}::text[])`.execute(db);
  return new Set(result.rows.map((r) => r.email));
}

const lower = (text: string | null) => text?.toLowerCase() ?? null;

/** The update's values (mapped fields from the row, the others as they are) and its changes. */
function compare(
  record: ImportRecord,
  now: EmployeeNow,
  mapping: Mapping,
  context: ImportContext,
): { after: Written; changes: EmployeeImportChange[] } {
  const take = <K extends keyof Written & EmployeeImportField>(field: K) =>
    mapping[field] ? record[field] : now[field];
  const after: Written = {
    id: now.id,
    code: record.code,
    name: record.name,
    email: take('email'),
    phone: take('phone'),
    department: take('department'),
    branchId: take('branchId'),
    managerCode: take('managerCode'),
    joiningDate: take('joiningDate'),
  };
  const branchCode = (id: string | null) => (id ? (context.branchCodes.get(id) ?? null) : null);
  const changes: EmployeeImportChange[] = [];
  const check = (
    field: EmployeeImportChange['field'],
    before: string | null,
    next: string | null,
    same = before === next,
  ) => {
    if (!same) changes.push({ field, before, after: next });
  };
  check('code', now.code, after.code);
  check('name', now.name, after.name);
  check('email', now.email, after.email);
  check('phone', now.phone, after.phone);
  check(
    'department',
    now.department,
    after.department,
    lower(now.department) === lower(after.department),
  );
  check('branchId', now.branchCode, branchCode(after.branchId), now.branchId === after.branchId);
  check('managerCode', now.managerCode, after.managerCode);
  check('joiningDate', now.joiningDate, after.joiningDate);
  if (!now.active) changes.push({ field: 'active', before: 'inactive', after: 'active' });
  return { after, changes };
}

function fingerprintOf(creates: readonly ImportRecord[], updates: readonly PlannedUpdate[]) {
  const hash = createHash('sha256');
  for (const r of creates)
    hash.update(
      JSON.stringify([
        'create',
        r.code,
        r.name,
        r.email,
        r.phone,
        r.department,
        r.branchId,
        r.managerCode,
        r.joiningDate,
      ]),
    );
  for (const u of updates)
    hash.update(JSON.stringify(['update', u.employee._id, u.changes, u.loginEmail]));
  return hash.digest('hex');
}

/** The plan of valid rows: what they create, what they change, the fingerprint of both. */
export async function planImport(
  db: Kysely<DB>,
  companyId: string,
  records: readonly ImportRecord[],
  mapping: Mapping,
  context: ImportContext,
  lock: boolean,
): Promise<ImportPlan> {
  const targets = records.filter((r) => r.targetId);
  const now = await employeesNow(
    db,
    companyId,
    targets.map((r) => r.targetId!),
    lock,
  );
  const compared = targets.map((record) => {
    const current = now.get(record.targetId!)!;
    return { record, current, ...compare(record, current, mapping, context) };
  });
  const emailMoves = compared.filter(
    (c) =>
      c.changes.some((x) => x.field === 'email') && lower(c.current.email) !== lower(c.after.email),
  );
  const logins = await loginEmails(
    db,
    companyId,
    emailMoves
      .flatMap((c) => [lower(c.current.email), lower(c.after.email)])
      .filter((e) => e !== null),
  );
  const moves = new Set(emailMoves.map((c) => c.record.row));
  const updates: PlannedUpdate[] = compared
    .filter((c) => c.changes.length)
    .map(({ record, current, after, changes }) => ({
      row: record.row,
      employee: { _id: current.id, code: current.code, name: current.name },
      changes,
      loginEmail:
        moves.has(record.row) &&
        [current.email, after.email].some((e) => e !== null && logins.has(e.toLowerCase())),
      after,
      emailNow: current.email,
    }));
  const creates = records.filter((r) => !r.targetId);
  return {
    creates,
    updates,
    unchanged: targets.length - updates.length,
    fingerprint: fingerprintOf(creates, updates),
  };
}

/** The values of the updates a commit writes: a flagged email stays unless chosen. */
function writtenUpdates(plan: ImportPlan, changeLoginEmails: boolean): Written[] {
  return plan.updates.flatMap((u) => {
    if (!u.loginEmail || changeLoginEmails) return [u.after];
    const rest = u.changes.filter((c) => c.field !== 'email');
    return rest.length ? [{ ...u.after, email: u.emailNow }] : [];
  });
}

/**
 * Writes the plan: departments first (created when new), then one UPDATE of the changed
 * employees (every column, reactivated) and one INSERT of the new ones, then one UPDATE of
 * the managers set or cleared, all from JSON record sets. Runs inside the caller's
 * transaction; returns how many employees it wrote.
 */
export async function writePlan(
  trx: Kysely<DB>,
  companyId: string,
  plan: ImportPlan,
  changeLoginEmails: boolean,
): Promise<number> {
  const updates = writtenUpdates(plan, changeLoginEmails);
  const written = [...plan.creates.map((r) => ({ ...r, id: null })), ...updates];
  const names = [...new Set(written.map((r) => r.department).filter((d): d is string => !!d))];
  if (names.length)
    await sql`insert into departments (company_id, name)
      select distinct on (lower(n)) ${companyId}::uuid, n from unnest(${names}::text[]) as n
      on conflict (company_id, lower(name)) do nothing`.execute(trx);
  const rows = JSON.stringify(
    written.map((r) => ({
      target: r.id,
      code: r.code,
      name: r.name,
      email: r.email,
      phone: r.phone,
      department: r.department,
      branch: r.branchId,
      joining: r.joiningDate,
    })),
  );
  const source = sql`(select x.*, d.id as department_id
      from jsonb_to_recordset(${rows}::jsonb) as x(target uuid, code text, name text, email text, phone text,
        department text, branch uuid, joining date)
      left join departments d on d.company_id = ${companyId} and lower(d.name) = lower(x.department))`;
  if (updates.length)
    await sql`update employees e set code = s.code, name = s.name, email = s.email, phone = s.phone,
        department_id = s.department_id, branch_id = s.branch, joining_date = s.joining, active = true,
        updated_at = now()
      from ${source} s where e.company_id = ${companyId} and e.id = s.target`.execute(trx);
  if (plan.creates.length)
    await sql`insert into employees (company_id, code, name, email, phone, department_id, branch_id, joining_date)
      select ${companyId}, s.code, s.name, s.email, s.phone, s.department_id, s.branch, s.joining
      from ${source} s where s.target is null`.execute(trx);
  // Managers: every create's, and every update's that changes (null: cleared).
  const managerChanges = new Set(
    plan.updates
      .filter((u) => u.changes.some((c) => c.field === 'managerCode'))
      .map((u) => u.after.id),
  );
  const managers = JSON.stringify([
    ...plan.creates
      .filter((r) => r.managerCode)
      .map((r) => ({ code: r.code, manager: r.managerCode })),
    ...updates
      .filter((u) => managerChanges.has(u.id))
      .map((u) => ({ code: u.code, manager: u.managerCode })),
  ]);
  if (managers !== '[]')
    await sql`update employees e set manager_id = m.id
      from jsonb_to_recordset(${managers}::jsonb) as x(code text, manager text)
      left join employees m on m.company_id = ${companyId} and m.code = x.manager
      where e.company_id = ${companyId} and e.code = x.code`.execute(trx);
  return written.length;
}
