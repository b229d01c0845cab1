/**
 * Employee exits (`on_exit`, module asset-management): start one (what the employee holds
 * is listed and each asset marked pending return in its activity), the list with what is
 * outstanding and overdue, one exit in full with its timeline, a department's signature
 * (its head or an administrator), IT's recovery of each item through the asset lifecycle
 * (returned to stock, transferred to a successor, or missing or damaged with a charge and an
 * incident where incident management is on), the authority's signature producing the
 * clearance certificate, and the exit interview. The rules of who signs when are in
 * services/exits/state.ts.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { formatDay, formatMoment } from '@itam/shared/contracts';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type {
  ChecklistEntry,
  DepartmentNameKey,
  ExitItemOutcome,
  ExitStatus,
  OpenTicketRef,
  ReturnCondition,
} from '../../db/schema-exits';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { recordActivities } from '../../services/activity';
import { lockAssetRows } from '../../services/asset-detail';
import {
  assertEmployee,
  assignAsset,
  changeState,
  stateConflict,
  unassignAsset,
} from '../../services/asset-lifecycle';
import { EXIT_PERMISSIONS as P } from '../../services/exits/access';
import { isPng, renderClearanceCertificate } from '../../services/exits/certificate';
import { assertHoldingsAsRecorded } from '../../services/exits/holdings';
import {
  authoritySignRefusal,
  departmentSignRefusal,
  isTaskOverdue,
  itemRefusal,
  outstandingOf,
  statusOf,
  type ExitParts,
  type Outstanding,
} from '../../services/exits/state';
import { loadDeskSettings } from '../../modules/incidents/settings.queries';
import { insertTicket, ticketNumber } from '../../modules/incidents/ticket-records.queries';
import {
  badField,
  companyToday,
  conflict,
  enforce,
  exitAccess,
  exitActorOf,
  iso,
  type ExitActor,
} from './helpers';
import {
  authoritySignSchema,
  departmentParamsSchema,
  exitIdParamsSchema,
  exitListQuerySchema,
  interviewSchema,
  itemOutcomeSchema,
  itemParamsSchema,
  SIGNATURE_MAX_BYTES,
  signDepartmentSchema,
  startExitSchema,
  type ItemOutcomeInput,
} from './schemas';

export const EXIT_NOT_FOUND = 'Exit not found';

/**
 * The departments of an exit when the company configured none (exit_department_templates).
 * Under these names a department carries its key as `nameKey`, and the browser shows the
 * name in the reader's language (migration 0025).
 */
export const DEFAULT_DEPARTMENTS: readonly {
  key: DepartmentNameKey;
  name: string;
  checklist: ChecklistEntry[];
}[] = [
  {
    key: 'it',
    name: 'IT',
    checklist: [
      { key: 'assets_recovered', label: 'Every asset returned or transferred' },
      { key: 'accounts_closed', label: 'Accounts and access closed' },
    ],
  },
  {
    key: 'finance',
    name: 'Finance',
    checklist: [
      { key: 'dues_settled', label: 'Dues settled' },
      { key: 'expenses_cleared', label: 'Expense claims cleared' },
    ],
  },
  {
    key: 'hr',
    name: 'HR',
    checklist: [
      { key: 'documents', label: 'Documents handed over' },
      { key: 'exit_interview', label: 'Exit interview done' },
    ],
  },
  {
    key: 'administration',
    name: 'Administration',
    checklist: [{ key: 'id_card', label: 'ID and access cards returned' }],
  },
  {
    key: 'manager',
    name: 'Manager',
    checklist: [{ key: 'handover', label: 'Work handed over' }],
  },
];

/** Ticket statuses that are still open (an exit lists them). */
const OPEN_TICKET = sql`t.status not in ('resolved', 'closed')`;

interface ExitRow {
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

interface TaskRow {
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

interface ItemRow {
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

async function tasksOf(db: Kysely<DB>, companyId: string, exitIds: string[]): Promise<TaskRow[]> {
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

async function itemsOf(db: Kysely<DB>, companyId: string, exitIds: string[]): Promise<ItemRow[]> {
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

const partsOf = (row: { authority_signed_at: Date | null }, tasks: TaskRow[], items: ItemRow[]) =>
  ({
    tasks: tasks.map((t) => ({ key: t.key, headUserId: t.head_user_id, signedAt: t.signed_at })),
    items: items.map((i) => ({ outcome: i.outcome })),
    authoritySigned: row.authority_signed_at !== null,
  }) satisfies ExitParts;

const userRef = (id: string | null, name: string | null) =>
  id === null ? null : { _id: id, name: name ?? '' };

function incidentLabel(value: string | null): string | null {
  if (!value) return null;
  const [kind, n] = value.split(':');
  return ticketNumber(kind as 'incident', Number(n));
}

/** Whether the caller may sign this part (and, for IT, record its items): its head or an administrator, while it is open. */
const canSignTask = (t: TaskRow, actor: Viewer | null) =>
  actor !== null && t.signed_at === null && (actor.isAdmin || t.head_user_id === actor.userId);

/** Who reads an exit: `canSign` is answered for them. */
type Viewer = Pick<ExitActor, 'userId' | 'isAdmin'>;

function toTask(t: TaskRow, lastWorkingDay: string, today: string, viewer: Viewer | null) {
  const signed = t.signed_at !== null;
  return {
    key: t.key,
    name: t.name,
    nameKey: t.name_key,
    head: userRef(t.head_user_id, t.head_name),
    canSign: canSignTask(t, viewer),
    checklist: t.checklist.map((c) => ({ key: c.key, label: c.label, done: signed || !!c.done })),
    signedAt: iso(t.signed_at),
    signedBy: userRef(t.signed_by, t.signed_by_name),
    comment: t.comment,
    overdue: isTaskOverdue(
      { key: t.key, headUserId: t.head_user_id, signedAt: t.signed_at },
      lastWorkingDay,
      today,
    ),
  };
}

function toItem(i: ItemRow) {
  return {
    _id: i.id,
    asset: {
      _id: i.asset_id,
      name: i.asset_name,
      tag: i.asset_tag,
      state: i.asset_state,
      holder: userRef(i.holder_id, i.holder_name),
    },
    outcome: i.outcome,
    condition: i.condition,
    dataWiped: i.data_wiped,
    scannedTag: i.scanned_tag,
    successor: userRef(i.successor_id, i.successor_name),
    chargeAmount: i.charge_amount === null ? null : Number(i.charge_amount),
    incident: i.incident_id
      ? { _id: i.incident_id, number: incidentLabel(i.incident_number) }
      : null,
    note: i.note,
    recordedAt: iso(i.recorded_at),
    recordedBy: userRef(i.recorded_by, i.recorded_by_name),
  };
}

function summaryOf(
  row: ExitRow,
  tasks: TaskRow[],
  items: ItemRow[],
  today: string,
  viewer: Viewer | null = null,
) {
  const outstanding: Outstanding = outstandingOf(
    partsOf(row, tasks, items),
    row.last_working_day,
    today,
  );
  return {
    _id: row.id,
    employee: {
      _id: row.employee_id,
      id: row.employee_code,
      name: row.employee_name,
      email: row.employee_email,
      department: row.department_id
        ? { _id: row.department_id, name: row.department_name ?? '' }
        : null,
    },
    lastWorkingDay: row.last_working_day,
    reason: row.reason,
    status: row.status,
    startedAt: iso(row.started_at)!,
    completedAt: iso(row.completed_at),
    outstanding,
    overdue: outstanding.overdue.length > 0,
    departments: tasks.map((t) => ({
      key: t.key,
      name: t.name,
      nameKey: t.name_key,
      head: userRef(t.head_user_id, t.head_name),
      canSign: canSignTask(t, viewer),
      signedAt: iso(t.signed_at),
      overdue: isTaskOverdue(
        { key: t.key, headUserId: t.head_user_id, signedAt: t.signed_at },
        row.last_working_day,
        today,
      ),
    })),
    itemCount: items.length,
    interview: row.answers ? { answers: row.answers, answeredAt: iso(row.answered_at) } : null,
    hasCertificate: row.has_certificate,
  };
}

type Timeline = {
  at: string;
  event: string;
  by: { _id: string; name: string } | null;
  detail: Record<string, unknown>;
}[];

function timelineOf(row: ExitRow, tasks: TaskRow[], items: ItemRow[]): Timeline {
  const out: Timeline = [
    {
      at: iso(row.started_at)!,
      event: 'started',
      by: userRef(row.started_by, row.started_by_name),
      detail: { items: items.length, openTickets: row.open_tickets.length },
    },
  ];
  for (const i of items)
    if (i.recorded_at)
      out.push({
        at: iso(i.recorded_at)!,
        event: `item.${i.outcome}`,
        by: userRef(i.recorded_by, i.recorded_by_name),
        detail: { assetId: i.asset_id, asset: i.asset_name, tag: i.asset_tag },
      });
  for (const t of tasks)
    if (t.signed_at)
      out.push({
        at: iso(t.signed_at)!,
        event: 'department.signed',
        by: userRef(t.signed_by, t.signed_by_name),
        detail: { key: t.key, name: t.name, nameKey: t.name_key, comment: t.comment },
      });
  if (row.answered_at)
    out.push({ at: iso(row.answered_at)!, event: 'interview', by: null, detail: {} });
  if (row.authority_signed_at)
    out.push({
      at: iso(row.authority_signed_at)!,
      event: 'authority.signed',
      by: userRef(row.authority_user_id, row.authority_name),
      detail: { name: row.authority_name },
    });
  return out.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

async function loadExitRow(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  lock = false,
): Promise<ExitRow> {
  const result = await sql<ExitRow>`select ${EXIT_COLUMNS} from ${EXIT_FROM}
    where x.company_id = ${companyId} and x.id = ${id} ${lock ? sql`for update of x` : sql``}`.execute(
    db,
  );
  const row = result.rows[0];
  if (!row) throw notFound(EXIT_NOT_FOUND);
  return row;
}

/** One exit in full: its departments, items, open tickets, interview, authority and timeline. */
export async function exitDetail(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  viewer: Viewer | null = null,
) {
  const row = await loadExitRow(db, companyId, id);
  const [tasks, items, today] = await Promise.all([
    tasksOf(db, companyId, [id]),
    itemsOf(db, companyId, [id]),
    companyToday(db, companyId),
  ]);
  return {
    ...summaryOf(row, tasks, items, today, viewer),
    departments: tasks.map((t) => toTask(t, row.last_working_day, today, viewer)),
    items: items.map(toItem),
    openTickets: row.open_tickets,
    authority: row.authority_signed_at
      ? {
          user: userRef(row.authority_user_id, null),
          name: row.authority_name,
          signedAt: iso(row.authority_signed_at),
        }
      : null,
    timeline: timelineOf(row, tasks, items),
  };
}

/** The departments of a new exit: the company's own list, or the default five. */
async function departmentsFor(
  trx: Kysely<DB>,
  companyId: string,
  managerUserId: string | null,
): Promise<
  {
    key: string;
    name: string;
    nameKey: DepartmentNameKey | null;
    headUserId: string | null;
    checklist: ChecklistEntry[];
  }[]
> {
  const own = await trx
    .selectFrom('exit_department_templates')
    .select(['key', 'name', 'name_key', 'head_user_id', 'checklist'])
    .where('company_id', '=', companyId)
    .orderBy('position')
    .orderBy('key')
    .execute();
  const list = own.length
    ? own.map((t) => ({
        key: t.key,
        name: t.name,
        nameKey: t.name_key,
        headUserId: t.head_user_id,
        checklist: t.checklist,
      }))
    : DEFAULT_DEPARTMENTS.map((d) => ({
        ...d,
        nameKey: d.key as DepartmentNameKey | null,
        headUserId: null as string | null,
      }));
  // The manager's part is signed by the employee's manager (the user of the manager's email).
  return list.map((d) =>
    d.key === 'manager' && managerUserId ? { ...d, headUserId: managerUserId } : d,
  );
}

/** Starts an exit in the caller's transaction (the route, or the demo seed); its id. */
export async function startExit(
  trx: Kysely<DB>,
  actor: ExitActor,
  input: ReturnType<typeof startExitSchema.parse>,
): Promise<string> {
  await assertEmployee(trx, actor.companyId, input.employeeId);
  const employee = await sql<{
    id: string;
    code: string;
    name: string;
    email: string | null;
    manager_user_id: string | null;
    requester_ids: string[];
  }>`select e.id, e.code, e.name, e.email,
      (select u.id from employees m join users u on u.company_id = m.company_id
         and lower(u.email) = lower(m.email) and u.active
       where m.company_id = e.company_id and m.id = e.manager_id limit 1) as manager_user_id,
      array(select u.id from users u where u.company_id = e.company_id
        and e.email is not null and lower(u.email) = lower(e.email)) as requester_ids
    from employees e where e.company_id = ${actor.companyId} and e.id = ${input.employeeId}
    for update of e`.execute(trx);
  const emp = employee.rows[0]!;
  const open = await trx
    .selectFrom('exits')
    .select('id')
    .where('company_id', '=', actor.companyId)
    .where('employee_id', '=', emp.id)
    .where('status', '<>', 'completed')
    .executeTakeFirst();
  if (open) throw conflict('This employee already has an exit in progress', 'employeeId');

  // Open tickets and requests, where the service desk's modules are on.
  let openTickets: OpenTicketRef[] = [];
  const desk = actor.modules.some((m) => m === 'incident-management' || m === 'it-services');
  if (desk && emp.requester_ids.length) {
    const rows = await sql<{
      id: string;
      kind: 'incident';
      number: number;
      title: string;
      status: string;
    }>`select t.id, t.kind, t.number, t.title, t.status from tickets t
      where t.company_id = ${actor.companyId} and t.requester_id = any(${emp.requester_ids}::uuid[])
        and ${OPEN_TICKET} order by t.created_at, t.id`.execute(trx);
    openTickets = rows.rows.map((t) => ({
      _id: t.id,
      number: ticketNumber(t.kind, t.number),
      title: t.title,
      status: t.status,
    }));
  }

  const exit = await trx
    .insertInto('exits')
    .values({
      company_id: actor.companyId,
      employee_id: emp.id,
      last_working_day: input.lastWorkingDay,
      reason: input.reason,
      started_by: actor.userId,
      open_tickets: JSON.stringify(openTickets),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const departments = await departmentsFor(trx, actor.companyId, emp.manager_user_id);
  await trx
    .insertInto('exit_tasks')
    .values(
      departments.map((d, position) => ({
        company_id: actor.companyId,
        exit_id: exit.id,
        key: d.key,
        name: d.name,
        name_key: d.nameKey,
        position,
        head_user_id: d.headUserId,
        checklist: JSON.stringify(d.checklist),
      })),
    )
    .execute();

  // Everything the employee holds: an item each, and "pending return" in its activity.
  const held = await trx
    .selectFrom('assets')
    .select('id')
    .where('company_id', '=', actor.companyId)
    .where('employee_id', '=', emp.id)
    .where('state', '=', 'ASSIGNED')
    .execute();
  const rows = await lockAssetRows(
    trx,
    actor.companyId,
    held.map((a) => a.id),
  );
  if (rows.length) {
    await trx
      .insertInto('exit_items')
      .values(rows.map((a) => ({ company_id: actor.companyId, exit_id: exit.id, asset_id: a.id })))
      .execute();
    const ref = { _id: emp.id, id: emp.code, name: emp.name };
    await recordActivities(
      trx,
      rows.map((a) => ({
        companyId: actor.companyId,
        actorUserId: actor.userId,
        entityId: a.id,
        action: 'exit.pending-return' as const,
        before: { state: a.state, employee: ref },
        after: {
          state: a.state,
          employee: ref,
          exitId: exit.id,
          lastWorkingDay: input.lastWorkingDay,
        },
      })),
    );
  }
  return exit.id;
}

/** Records one item's recovery through the asset lifecycle, in the caller's transaction. */
export async function recordItem(
  trx: Kysely<DB>,
  actor: ExitActor,
  exitId: string,
  itemId: string,
  input: ItemOutcomeInput,
): Promise<void> {
  const incidents = actor.modules.includes('incident-management');
  const settings =
    incidents && (input.outcome === 'missing' || input.outcome === 'damaged')
      ? await loadDeskSettings(trx, actor.companyId)
      : null;
  await loadExitRow(trx, actor.companyId, exitId); // 404 for no such exit of the company
  const itemNow = async () => {
    const found = await trx
      .selectFrom('exit_items')
      .select(['id', 'asset_id', 'outcome'])
      .where('company_id', '=', actor.companyId)
      .where('exit_id', '=', exitId)
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!found) throw notFound('Exit item not found');
    return found;
  };
  // The asset's row before the exit's, in the order every assignment takes them
  // (services/exits/holdings.ts): two such changes at once wait for each other, no deadlock.
  const [asset] = await lockAssetRows(trx, actor.companyId, [(await itemNow()).asset_id]);
  const exit = await loadExitRow(trx, actor.companyId, exitId, true);
  const item = await itemNow();
  const tasks = await tasksOf(trx, actor.companyId, [exitId]);
  const parts = partsOf(exit, tasks, []);
  // IT's task holds the recovery: its head or an administrator records it.
  const it = tasks.find((t) => t.key === 'it');
  if (!actor.isAdmin && it?.head_user_id !== actor.userId)
    enforce({
      ok: false,
      status: 403,
      reason: "Only IT's head or an administrator records an item's recovery",
    });
  enforce(itemRefusal(parts, { outcome: item.outcome }));
  if (!asset) throw notFound('Asset not found');
  if (asset.state !== 'ASSIGNED' || asset.employee_id !== exit.employee_id)
    throw stateConflict('The asset is no longer assigned to the leaving employee');
  const today = await companyToday(trx, actor.companyId);
  const note = input.note ?? null;
  const lifecycleActor = { companyId: actor.companyId, userId: actor.userId };
  const values: Partial<{
    condition: ReturnCondition;
    data_wiped: boolean;
    scanned_tag: string | null;
    successor_id: string;
    charge_amount: number;
    incident_id: string | null;
  }> = {};
  switch (input.outcome) {
    case 'returned': {
      if (input.tag !== null && input.tag.toLowerCase() !== (asset.tag ?? '').toLowerCase())
        throw badField('tag', `This is not the tag of ${asset.name}`);
      await unassignAsset(trx, lifecycleActor, asset, {
        date: today,
        note: note ?? 'Exit: returned',
      });
      Object.assign(values, {
        condition: input.condition,
        data_wiped: true,
        scanned_tag: input.tag,
      });
      break;
    }
    case 'transferred': {
      if (input.successorId === exit.employee_id)
        throw badField('successorId', 'The successor must be another employee');
      await assertEmployee(trx, actor.companyId, input.successorId, 'successorId');
      await assignAsset(trx, lifecycleActor, asset, {
        employeeId: input.successorId,
        date: today,
        note: note ?? 'Exit: transferred to the successor',
      });
      values.successor_id = input.successorId;
      break;
    }
    case 'missing':
    case 'damaged': {
      await changeState(trx, lifecycleActor, asset, {
        to: input.outcome === 'missing' ? 'LOST' : 'DAMAGED',
        date: today,
        note: note ?? `Exit: ${input.outcome}`,
      });
      values.charge_amount = input.chargeAmount;
      if (settings)
        values.incident_id = await insertTicket(
          trx,
          actor.companyId,
          actor.userId,
          {
            kind: 'incident',
            title: `${asset.name}${asset.tag ? ` (${asset.tag})` : ''} ${input.outcome} at ${exit.employee_name}'s exit`,
            description: [
              `Recorded during the exit of ${exit.employee_name} (${exit.employee_code}), last working day ${exit.last_working_day}.`,
              `Charge: ${input.chargeAmount.toFixed(2)}.`,
              note ?? '',
            ]
              .filter(Boolean)
              .join('\n'),
            category: null,
            urgency: 3,
            impact: 3,
            assetId: asset.id,
            requestTypeId: null,
            requestFields: null,
          },
          settings,
          new Date(),
        );
      break;
    }
  }
  await trx
    .updateTable('exit_items')
    .set({
      ...values,
      outcome: input.outcome,
      note,
      recorded_by: actor.userId,
      recorded_at: new Date(),
    })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', item.id)
    .execute();
}

/** A drawn signature's PNG bytes (400 naming `signature` unless it is a PNG of at most 200 KB). */
function signaturePng(value: string): Uint8Array {
  const base64 = value.replace(/^data:image\/png;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
    throw badField('signature', 'Draw the signature (a PNG image)');
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (!isPng(bytes)) throw badField('signature', 'Draw the signature (a PNG image)');
  if (bytes.length > SIGNATURE_MAX_BYTES)
    throw badField('signature', 'The signature image is too large');
  return bytes;
}

/** The authority's signature and the certificate, in the caller's transaction. */
export async function authoritySign(
  trx: Kysely<DB>,
  actor: ExitActor,
  exitId: string,
  input: ReturnType<typeof authoritySignSchema.parse>,
): Promise<void> {
  const png = signaturePng(input.signature);
  const exit = await loadExitRow(trx, actor.companyId, exitId, true);
  const [tasks, items] = await Promise.all([
    tasksOf(trx, actor.companyId, [exitId]),
    itemsOf(trx, actor.companyId, [exitId]),
  ]);
  enforce(authoritySignRefusal(partsOf(exit, tasks, items)));
  // The certificate lists the items as recorded: the leaver must hold nothing they contradict.
  await assertHoldingsAsRecorded(trx, actor.companyId, exit);
  const company = await trx
    .selectFrom('companies')
    .select(['name', 'time_zone', 'clock'])
    .where('id', '=', actor.companyId)
    .executeTakeFirstOrThrow();
  // The certificate's days and times as the company writes them, in its language (English).
  const style = { timeZone: company.time_zone, clock: company.clock };
  const day = (d: Date | string) => formatDay(d, 'en', style.timeZone);
  const moment = (d: Date | string) => formatMoment(d, 'en', style);
  const now = new Date();
  let certificate: Uint8Array;
  try {
    certificate = await renderClearanceCertificate({
      companyName: company.name,
      employee: {
        code: exit.employee_code,
        name: exit.employee_name,
        department: exit.department_name,
      },
      reason: exit.reason,
      startedOn: day(exit.started_at),
      lastWorkingDay: day(exit.last_working_day),
      items: items.map((i) => ({
        name: i.asset_name,
        tag: i.asset_tag,
        outcome: i.outcome,
        detail:
          i.outcome === 'returned'
            ? `condition ${i.condition}, data wiped`
            : i.outcome === 'transferred'
              ? `to ${i.successor_name}`
              : `charge ${Number(i.charge_amount ?? 0).toFixed(2)}${i.incident_number ? `, ${incidentLabel(i.incident_number)}` : ''}`,
      })),
      departments: tasks.map((t) => ({
        name: t.name,
        signedBy: t.signed_by_name ?? '',
        signedOn: moment(t.signed_at!),
        comment: t.comment,
      })),
      authority: { name: input.name, signedOn: moment(now), signaturePng: png },
    });
  } catch {
    throw badField('signature', 'The signature image could not be read');
  }
  await trx
    .updateTable('exits')
    .set({
      status: 'completed',
      authority_user_id: actor.userId,
      authority_name: input.name,
      authority_signed_at: now,
      authority_signature: png,
      certificate,
      completed_at: now,
    })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', exitId)
    .execute();
}

/** A department head's (or an administrator's) signature, in the caller's transaction. */
export async function signDepartment(
  trx: Kysely<DB>,
  actor: ExitActor,
  id: string,
  key: string,
  comment: string | null,
): Promise<void> {
  const exit = await loadExitRow(trx, actor.companyId, id, true);
  const [tasks, items] = await Promise.all([
    tasksOf(trx, actor.companyId, [id]),
    itemsOf(trx, actor.companyId, [id]),
  ]);
  if (!tasks.some((t) => t.key === key)) throw notFound('No such department in this exit');
  const parts = partsOf(exit, tasks, items);
  enforce(departmentSignRefusal(parts, key, actor));
  const now = new Date();
  await trx
    .updateTable('exit_tasks')
    .set({ signed_by: actor.userId, signed_at: now, comment })
    .where('company_id', '=', actor.companyId)
    .where('exit_id', '=', id)
    .where('key', '=', key)
    .execute();
  const status = statusOf({
    ...parts,
    tasks: parts.tasks.map((t) => (t.key === key ? { ...t, signedAt: now } : t)),
  });
  if (status !== exit.status)
    await trx
      .updateTable('exits')
      .set({ status })
      .where('company_id', '=', actor.companyId)
      .where('id', '=', id)
      .execute();
}

export function registerExitRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readers = [P.view, P.responses, P.signDepartment, P.signAuthority] as const;

  app.post('/api/exits', exitAccess(P.start), async (request, reply) => {
    const actor = exitActorOf(request);
    const input = parseInput(startExitSchema, request.body, 'body');
    const id = await ctx.db.transaction().execute((trx) => startExit(trx, actor, input));
    return reply
      .code(201)
      .send({ type: 'success', exit: await exitDetail(ctx.db, actor.companyId, id, actor) });
  });

  app.get('/api/exits', exitAccess(...readers), async (request) => {
    const actor = exitActorOf(request);
    const { companyId } = actor;
    const query = parseInput(exitListQuerySchema, request.query, 'query');
    const today = await companyToday(ctx.db, companyId);
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
          and (${actor.isAdmin} or t.head_user_id = ${actor.userId}))`,
      );
    if (query.month)
      where.push(
        sql`x.last_working_day >= ${`${query.month}-01`}::date and x.last_working_day < (${`${query.month}-01`}::date + interval '1 month')`,
      );
    const condition = sql.join(where, sql` and `);
    const [rows, total] = await Promise.all([
      sql<ExitRow>`select ${EXIT_COLUMNS} from ${EXIT_FROM} where ${condition}
        order by x.last_working_day desc, x.id desc
        limit ${query.limit} offset ${query.pageNumber * query.limit}`.execute(ctx.db),
      sql<{ n: number }>`select count(*)::int as n from ${EXIT_FROM} where ${condition}`.execute(
        ctx.db,
      ),
    ]);
    const ids = rows.rows.map((r) => r.id);
    const [tasks, items] = await Promise.all([
      tasksOf(ctx.db, companyId, ids),
      itemsOf(ctx.db, companyId, ids),
    ]);
    return {
      type: 'success',
      exits: rows.rows.map((r) =>
        summaryOf(
          r,
          tasks.filter((t) => t.exit_id === r.id),
          items.filter((i) => i.exit_id === r.id),
          today,
          actor,
        ),
      ),
      total: total.rows[0]!.n,
      pageNumber: query.pageNumber,
      limit: query.limit,
    };
  });

  app.get('/api/exits/:id', exitAccess(...readers), async (request) => {
    const actor = exitActorOf(request);
    const { id } = parseInput(exitIdParamsSchema, request.params, 'params');
    return { type: 'success', exit: await exitDetail(ctx.db, actor.companyId, id, actor) };
  });

  app.post(
    '/api/exits/:id/departments/:key/sign',
    exitAccess(P.signDepartment),
    async (request) => {
      const actor = exitActorOf(request);
      const { id, key } = parseInput(departmentParamsSchema, request.params, 'params');
      const input = parseInput(signDepartmentSchema, request.body ?? {}, 'body');
      await ctx.db
        .transaction()
        .execute((trx) => signDepartment(trx, actor, id, key, input.comment));
      return { type: 'success', exit: await exitDetail(ctx.db, actor.companyId, id, actor) };
    },
  );

  app.post('/api/exits/:id/items/:itemId', exitAccess(P.signDepartment), async (request) => {
    const actor = exitActorOf(request);
    const { id, itemId } = parseInput(itemParamsSchema, request.params, 'params');
    const input = parseInput(itemOutcomeSchema, request.body, 'body');
    await ctx.db.transaction().execute((trx) => recordItem(trx, actor, id, itemId, input));
    return { type: 'success', exit: await exitDetail(ctx.db, actor.companyId, id, actor) };
  });

  app.post('/api/exits/:id/authority-sign', exitAccess(P.signAuthority), async (request) => {
    const actor = exitActorOf(request);
    const { id } = parseInput(exitIdParamsSchema, request.params, 'params');
    const input = parseInput(authoritySignSchema, request.body, 'body');
    await ctx.db.transaction().execute((trx) => authoritySign(trx, actor, id, input));
    return { type: 'success', exit: await exitDetail(ctx.db, actor.companyId, id, actor) };
  });

  app.get('/api/exits/:id/certificate', exitAccess(...readers), async (request, reply) => {
    const { companyId } = exitActorOf(request);
    const { id } = parseInput(exitIdParamsSchema, request.params, 'params');
    const row = await ctx.db
      .selectFrom('exits')
      .select(['certificate'])
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(EXIT_NOT_FOUND);
    if (!row.certificate) throw notFound('The certificate exists once the authority has signed');
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="clearance-certificate.pdf"')
      .header('cache-control', 'no-store')
      .send(Buffer.from(row.certificate));
  });

  app.put('/api/exits/:id/interview', exitAccess(P.start, P.responses), async (request) => {
    const actor = exitActorOf(request);
    const { id } = parseInput(exitIdParamsSchema, request.params, 'params');
    const input = parseInput(interviewSchema, request.body, 'body');
    await loadExitRow(ctx.db, actor.companyId, id);
    await ctx.db
      .insertInto('exit_interviews')
      .values({ exit_id: id, company_id: actor.companyId, answers: JSON.stringify(input.answers) })
      .onConflict((oc) =>
        oc.column('exit_id').doUpdateSet({
          answers: JSON.stringify(input.answers),
          answered_at: sql<Date>`now()`,
        }),
      )
      .execute();
    return { type: 'success', exit: await exitDetail(ctx.db, actor.companyId, id, actor) };
  });
}
