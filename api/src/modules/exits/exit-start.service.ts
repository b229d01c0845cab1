/**
 * Starting an employee exit: its departments (the company's list, or the default five, with
 * the manager's part signed by the employee's manager), the leaver's open tickets where the
 * service desk is on, and an item for everything they hold, each asset marked pending return
 * in its activity.
 */
import type { Kysely } from 'kysely';
import type { StartExitInput } from '@itam/shared/contracts/exits';
import type { DB } from '../../db/schema';
import type { DepartmentNameKey, OpenTicketRef } from '../../db/schema-exits';
import { conflict } from '../../platform/http-errors';
import { recordActivities } from '../../services/activity';
import { lockAssetRows } from '../assets/detail.queries';
import { assertEmployee } from '../assets/lifecycle.service';
import { ticketNumber } from '../incidents/ticket-records.queries';
import type { ExitActor } from './access';
import { DEFAULT_DEPARTMENTS } from './default-departments';
import {
  departmentTemplatesOf,
  heldAssetIds,
  insertExit,
  insertItems,
  insertTasks,
  lockLeaver,
  openExitOf,
  openTicketsOf,
  type Leaver,
  type NewTask,
} from './exit-start.queries';

/** The departments of a new exit: the company's own list, or the default five. */
async function departmentsFor(
  trx: Kysely<DB>,
  companyId: string,
  managerUserId: string | null,
): Promise<NewTask[]> {
  const own = await departmentTemplatesOf(trx, companyId);
  const list: NewTask[] = own.length
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

/** The leaver's open tickets and requests, where the service desk's modules are on. */
async function openTicketsFor(
  trx: Kysely<DB>,
  actor: ExitActor,
  leaver: Leaver,
): Promise<OpenTicketRef[]> {
  const desk = actor.modules.some((m) => m === 'incident-management' || m === 'it-services');
  if (!desk || !leaver.requester_ids.length) return [];
  const rows = await openTicketsOf(trx, actor.companyId, leaver.requester_ids);
  return rows.map((t) => ({
    _id: t.id,
    number: ticketNumber(t.kind, t.number),
    title: t.title,
    status: t.status,
  }));
}

/** Everything the employee holds: an item each, and "pending return" in its activity. */
async function listHoldings(
  trx: Kysely<DB>,
  actor: ExitActor,
  leaver: Leaver,
  exit: { id: string; lastWorkingDay: string },
): Promise<void> {
  const held = await heldAssetIds(trx, actor.companyId, leaver.id);
  const rows = await lockAssetRows(trx, actor.companyId, held);
  if (!rows.length) return;
  await insertItems(
    trx,
    actor.companyId,
    exit.id,
    rows.map((a) => a.id),
  );
  const ref = { _id: leaver.id, id: leaver.code, name: leaver.name };
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
        lastWorkingDay: exit.lastWorkingDay,
      },
    })),
  );
}

/** Starts an exit in the caller's transaction (the route, or the demo seed); its id. */
export async function startExit(
  trx: Kysely<DB>,
  actor: ExitActor,
  input: StartExitInput,
): Promise<string> {
  await assertEmployee(trx, actor.companyId, input.employeeId);
  const leaver = await lockLeaver(trx, actor.companyId, input.employeeId);
  if (await openExitOf(trx, actor.companyId, leaver.id))
    throw conflict('This employee already has an exit in progress', { field: 'employeeId' });
  const openTickets = await openTicketsFor(trx, actor, leaver);
  const exitId = await insertExit(trx, {
    companyId: actor.companyId,
    employeeId: leaver.id,
    lastWorkingDay: input.lastWorkingDay,
    reason: input.reason,
    startedBy: actor.userId,
    openTickets,
  });
  const departments = await departmentsFor(trx, actor.companyId, leaver.manager_user_id);
  await insertTasks(trx, actor.companyId, exitId, departments);
  await listHoldings(trx, actor, leaver, { id: exitId, lastWorkingDay: input.lastWorkingDay });
  return exitId;
}
