/**
 * A ticket's lifecycle and conversation: the desk (or, to close or reopen, its requester)
 * moves it on; the desk and the requester reply, the desk also in internal notes.
 */
import type { z } from 'zod';
import type { messageInput, TicketDetail, transitionInput } from '@itam/shared/contracts/incidents';
import type { DeskContext } from './context';
import type { Caller } from '../../platform/access';
import { badField, conflict, forbidden, HttpError } from '../../platform/http-errors';
import { deskActorOf, type DeskActor } from './access';
import type { TicketMount } from './mounts';
import { loadDeskSettings } from './settings.queries';
import { upsertSurvey } from './surveys.queries';
import { moveClock, refreshSla } from './ticket-clock.queries';
import { ticketDetail } from './ticket-detail.service';
import { recordTicketHistory } from './ticket-records.queries';
import { actionsFrom, nextStatus } from './transitions';
import {
  deleteOpenSurvey,
  insertMessage,
  loadTicket,
  updateTicketRow,
  type TicketRow,
} from './tickets.queries';

const SURVEY_DAYS = 14;

type Transition = z.infer<typeof transitionInput>;

/** 403 unless the caller may take the action: the desk, or the requester closing or reopening. */
function requireMayAct(actor: DeskActor, ticket: TicketRow, action: Transition['action']) {
  const requester = ticket.requester_id === actor.userId;
  if (requester && (action === 'close' || action === 'reopen')) return;
  if (!actor.canEdit) throw forbidden('Only the desk may do this to a ticket');
  if (action === 'close' && !actor.canClose)
    throw forbidden('You do not have permission to close tickets');
}

/** The columns the action changes (`to`: the status it leads to). */
function columnsOf(
  ticket: TicketRow,
  body: Transition,
  to: string,
  assignee: string | null,
  now: Date,
  requester: boolean,
) {
  const set: Record<string, unknown> = { status: to, updated_at: now, assignee_id: assignee };
  if (body.action === 'resolve') set.resolved_at = now;
  // The desk's first word to the requester: a comment, a question, or the resolution.
  const responds =
    !requester && (Boolean(body.comment) || body.action === 'wait' || body.action === 'resolve');
  if (responds && !ticket.first_response_at) set.first_response_at = now;
  if (body.action === 'close') set.closed_at = now;
  if (body.action === 'reopen') {
    set.resolved_at = null;
    set.closed_at = null;
  }
  return set;
}

export async function transitionTicket(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  id: string,
  body: Transition,
): Promise<TicketDetail> {
  const actor = deskActorOf(caller);
  const settings = await loadDeskSettings(db, actor.companyId);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const ticket = await loadTicket(trx, actor, id, mount.kinds, true);
    requireMayAct(actor, ticket, body.action);
    const to = nextStatus(ticket.status, body.action, ticket.assignee_id !== null);
    if (!to) {
      const allowed = actionsFrom(ticket.status);
      throw new HttpError(
        409,
        `A ticket that is ${ticket.status.replace(/_/g, ' ')} cannot ${body.action}` +
          (allowed.length ? ` (it can: ${allowed.join(', ')})` : ' (it is closed for good)'),
        [{ field: 'action', message: `Not allowed from ${ticket.status}` }],
        {},
        'INVALID_TRANSITION',
      );
    }
    const requester = ticket.requester_id === actor.userId;
    const assignee =
      body.action === 'start' && !ticket.assignee_id ? actor.userId : ticket.assignee_id;
    const set = columnsOf(ticket, body, to, assignee, now, requester);
    await updateTicketRow(trx, actor.companyId, id, set);
    await moveClock(trx, actor.companyId, id, ticket.status, to, now);
    if (body.comment)
      await insertMessage(trx, {
        companyId: actor.companyId,
        ticketId: id,
        authorId: actor.userId,
        visibility: 'public',
        body: body.comment,
        at: now,
      });
    const moved = assignee !== ticket.assignee_id ? { assigneeId: assignee } : {};
    await recordTicketHistory(trx, actor.companyId, actor.userId, [
      {
        ticketId: id,
        action: body.action,
        before: { status: ticket.status },
        after: { status: to, ...moved },
      },
    ]);
    if (body.action === 'resolve')
      await upsertSurvey(trx, actor.companyId, id, assignee ?? actor.userId, now, SURVEY_DAYS);
    if (body.action === 'reopen') await deleteOpenSurvey(trx, actor.companyId, id);
    await refreshSla(trx, actor.companyId, [id], settings, now);
  });
  return ticketDetail(db, mount, actor, id, settings);
}

export async function replyToTicket(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  id: string,
  body: z.infer<typeof messageInput>,
): Promise<TicketDetail> {
  const actor = deskActorOf(caller);
  const settings = await loadDeskSettings(db, actor.companyId);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const ticket = await loadTicket(trx, actor, id, mount.kinds, true);
    const requester = ticket.requester_id === actor.userId;
    if (!requester && !actor.canEdit) throw forbidden('Only the desk and the requester may reply');
    if (body.visibility === 'internal' && !actor.agent)
      throw badField('visibility', 'Internal notes are for the desk only');
    if (ticket.status === 'closed') throw conflict('A closed ticket takes no more replies');
    await insertMessage(trx, {
      companyId: actor.companyId,
      ticketId: id,
      authorId: actor.userId,
      visibility: body.visibility,
      body: body.body,
      at: now,
    });
    const set: Record<string, unknown> = { updated_at: now };
    const history: Record<string, unknown> = { visibility: body.visibility };
    // The requester's answer puts a waiting ticket back in progress: the clock runs again.
    if (requester && ticket.status === 'waiting_on_requester') {
      set.status = 'in_progress';
      history.status = 'in_progress';
      await moveClock(trx, actor.companyId, id, ticket.status, 'in_progress', now);
    }
    const firstResponse =
      !requester && body.visibility === 'public' && ticket.first_response_at === null;
    if (firstResponse) set.first_response_at = now;
    await updateTicketRow(trx, actor.companyId, id, set);
    await recordTicketHistory(trx, actor.companyId, actor.userId, [
      {
        ticketId: id,
        action: body.visibility === 'internal' ? 'note' : 'reply',
        ...(set.status ? { before: { status: ticket.status } } : {}),
        after: history,
      },
    ]);
    if (set.status || firstResponse) await refreshSla(trx, actor.companyId, [id], settings, now);
  });
  return ticketDetail(db, mount, actor, id, settings);
}
