/**
 * One ticket as its page shows it: with the conversation, attachments, history and SLA
 * state, the actions the caller may take, and the requester's survey.
 */
import type { Kysely } from 'kysely';
import type { TicketDetail } from '@itam/shared/contracts/incidents';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import { iso, isoOf } from '../../platform/wire';
import type { DeskActor } from './access';
import type { TicketMount } from './mounts';
import { loadDeskSettings, type DeskSettings } from './settings.queries';
import { computeSla } from './ticket-clock.queries';
import { detailRows } from './ticket-detail.queries';
import { toTicketSummary } from './ticket-records.queries';
import { actionsFrom, type TicketAction } from './transitions';
import { loadTicket, TICKET_NOT_FOUND, type TicketRow } from './tickets.queries';

/** The actions the caller may take on the ticket now (what the screen offers). */
function allowedActions(actor: DeskActor, ticket: TicketRow): TicketAction[] {
  const requester = ticket.requester_id === actor.userId;
  return actionsFrom(ticket.status).filter((action) => {
    if (requester && (action === 'close' || action === 'reopen')) return true;
    if (!actor.canEdit) return false;
    return action !== 'close' || actor.canClose;
  });
}

type Rows = Awaited<ReturnType<typeof detailRows>>;

function surveyOf(survey: Rows['survey'], now: Date): TicketDetail['survey'] {
  if (!survey) return null;
  return {
    status: survey.answered_at
      ? 'answered'
      : new Date(survey.expires_at).getTime() < now.getTime()
        ? 'expired'
        : 'pending',
    expiresAt: isoOf(survey.expires_at),
    rating: survey.rating ?? null,
  };
}

function conversationOf(rows: Rows, prefix: string, id: string) {
  return {
    messages: rows.messages.map((m) => ({
      _id: m.id,
      author: m.author,
      visibility: m.visibility,
      body: m.body,
      createdAt: isoOf(m.created_at),
    })),
    attachments: rows.attachments.map((f) => ({
      _id: f.id,
      fileName: f.file_name,
      contentType: f.content_type,
      size: f.size_bytes,
      internal: f.internal,
      uploadedBy: f.uploaded_by,
      createdAt: isoOf(f.created_at),
      url: `${prefix}/${id}/attachments/${f.id}`,
    })),
    history: rows.history.map((h) => ({
      _id: h.id,
      action: h.action,
      actor: h.actor,
      at: isoOf(h.at),
      before: h.before ?? null,
      after: h.after ?? null,
    })),
  };
}

export async function ticketDetail(
  db: Kysely<DB>,
  mount: TicketMount,
  actor: DeskActor,
  id: string,
  settings?: DeskSettings,
): Promise<TicketDetail> {
  const ticket = await loadTicket(db, actor, id, mount.kinds);
  const desk = settings ?? (await loadDeskSettings(db, actor.companyId));
  const now = new Date();
  const [rows, sla] = await Promise.all([
    detailRows(db, actor.companyId, id, actor.agent),
    computeSla(db, actor.companyId, [ticket], desk, now),
  ]);
  if (!rows.summary) throw notFound(TICKET_NOT_FOUND);
  const base = toTicketSummary(rows.summary);
  const state = sla.get(id)!;
  return {
    ...base,
    description: ticket.description,
    requestType: rows.extra.request_type,
    requestFields: rows.extra.request_fields,
    asset: base.asset
      ? {
          ...base.asset,
          state: rows.extra.asset_state as NonNullable<TicketDetail['asset']>['state'],
        }
      : null,
    actions: allowedActions(actor, ticket),
    sla: {
      ...base.sla,
      ...state,
      firstResponse: {
        ...state.firstResponse,
        dueAt: iso(state.firstResponse.dueAt),
      },
      resolution: { ...state.resolution, dueAt: iso(state.resolution.dueAt) },
    },
    ...conversationOf(rows, mount.prefix, id),
    survey: ticket.requester_id === actor.userId ? surveyOf(rows.survey, now) : null,
  };
}
