/** Assigning tickets to an agent (or to no one): one ticket, or many from the queue. */
import type { Kysely } from 'kysely';
import type { BulkAssignResult, TicketDetail } from '@itam/shared/contracts/incidents';
import type { DB } from '../../db/schema';
import type { DeskContext } from './context';
import type { TicketKind } from '../../db/schema-incidents';
import type { Caller } from '../../platform/access';
import { conflict, notFound } from '../../platform/http-errors';
import { deskActorOf, type DeskActor } from './access';
import { requireAgent } from './agents.service';
import type { TicketMount } from './mounts';
import { lockTickets, setAssignee } from './ticket-assign.queries';
import { ticketDetail } from './ticket-detail.service';
import { recordTicketHistory } from './ticket-records.queries';
import { assignStatus, type TicketStatus } from './transitions';
import { TICKET_NOT_FOUND } from './tickets.queries';

/**
 * Assigns tickets set-based: the rows locked, a New one made Assigned, one history row
 * each. `single`: the one ticket must exist (404); else missing ids are reported.
 */
async function assignTickets(
  db: Kysely<DB>,
  actor: DeskActor,
  ids: readonly string[],
  assigneeId: string | null,
  kinds: readonly TicketKind[],
  single: boolean,
): Promise<BulkAssignResult> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const rows = await lockTickets(trx, actor.companyId, ids, kinds);
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (single && missing.length) throw notFound(TICKET_NOT_FOUND);
    const refused = rows
      .filter((r) => r.status === 'closed')
      .map((r) => ({ id: r.id, reason: 'A closed ticket is not assigned again' }));
    if (single && refused.length) throw conflict(refused[0]!.reason, { field: 'assigneeId' });
    const changing = rows.filter((r) => r.status !== 'closed' && r.assignee_id !== assigneeId);
    if (changing.length) {
      const statusOf = (status: TicketStatus) =>
        assigneeId ? assignStatus(status) : status === 'assigned' ? 'new' : status;
      await setAssignee(
        trx,
        actor.companyId,
        changing.map((r) => r.id),
        assigneeId,
        now,
      );
      await recordTicketHistory(
        trx,
        actor.companyId,
        actor.userId,
        changing.map((r) => ({
          ticketId: r.id,
          action: 'assign',
          before: { assigneeId: r.assignee_id, status: r.status },
          after: { assigneeId, status: statusOf(r.status) },
        })),
      );
    }
    return {
      updated: rows.filter((r) => r.status !== 'closed').map((r) => r.id),
      notFound: missing,
      refused,
    };
  });
}

export async function assignTicket(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  id: string,
  assigneeId: string | null,
): Promise<TicketDetail> {
  const actor = deskActorOf(caller);
  if (assigneeId) await requireAgent(db, actor.companyId, assigneeId);
  await assignTickets(db, actor, [id], assigneeId, mount.kinds, true);
  return ticketDetail(db, mount, actor, id);
}

export async function bulkAssign(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  ids: readonly string[],
  assigneeId: string | null,
): Promise<BulkAssignResult> {
  const actor = deskActorOf(caller);
  if (assigneeId) await requireAgent(db, actor.companyId, assigneeId);
  return assignTickets(db, actor, ids, assigneeId, mount.kinds, false);
}
