/**
 * The tickets: raise, list (the agents' queue, or the caller's own), read (with the
 * conversation, attachments, history and SLA state), change, move through the lifecycle,
 * assign (one or many), reply or note. Mounted twice: /api/incidents/tickets for the
 * incident-management module (every kind: the agents' desk), /api/incidents/requests for
 * it-services (service requests only: the catalogue's requests and their status).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type { RequestTypeField, TicketKind } from '../../db/schema-incidents';
import { HttpError } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { INCIDENT_PERMISSIONS as P } from '../../services/incidents/access';
import { priorityOf, type Level } from '../../services/incidents/matrix';
import { loadDeskSettings, type DeskSettings } from '../../services/incidents/settings';
import {
  computeSla,
  KIND_PREFIX,
  moveClock,
  recordTicketHistory,
  refreshSla,
  SUMMARY_COLUMNS,
  ticketNumber,
  toTicketSummary,
  BREACHED,
  insertTicket,
  type NewTicket,
  type TicketSummaryRow,
} from '../../services/incidents/tickets';
import {
  actionsFrom,
  assignStatus,
  isOpen,
  nextStatus,
  TICKET_STATUSES,
  type TicketAction,
  type TicketStatus,
} from '../../services/incidents/transitions';
import { userRef } from '../../services/activity';
import {
  badField,
  conflict,
  deskAccess,
  deskActorOf,
  forbidden,
  idOf,
  loadTicket,
  requireAgent,
  requireCompanyAsset,
  TICKET_NOT_FOUND,
  type DeskActor,
  type TicketRow,
} from './helpers';
import { registerAttachmentRoutes } from './attachments';
import { registerSurveyRoutes, upsertSurvey } from './surveys';
import {
  assignSchema,
  bulkAssignSchema,
  createRequestSchema,
  createTicketSchema,
  listQuerySchema,
  messageSchema,
  numberParamsSchema,
  transitionSchema,
  updateTicketSchema,
} from './schemas';
import type { Entitlement } from '../../auth/guard';
import type { ImageStore } from '../../services/image-store';

export interface TicketMount {
  /** e.g. '/api/incidents/tickets' */
  prefix: string;
  entitlement: Entitlement;
  kinds: readonly TicketKind[];
  /** What POST prefix creates. */
  creates: 'incident' | 'service_request';
}

const SURVEY_DAYS = 14;

// ---- reading ------------------------------------------------------------------------------

interface MessageRow {
  id: string;
  author: { _id: string; name: string } | null;
  visibility: 'public' | 'internal';
  body: string;
  created_at: Date;
}
interface AttachmentRow {
  id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  internal: boolean;
  uploaded_by: { _id: string; name: string } | null;
  created_at: Date;
}
interface HistoryRow {
  id: string;
  action: string;
  actor: { _id: string; name: string } | null;
  at: Date;
  before: unknown;
  after: unknown;
}

/**
 * A history row of the desk's internal work (an internal note, an internal file): the
 * requester sees none of it, as they see neither the note nor the file.
 */
const INTERNAL_HISTORY = sql<boolean>`coalesce(l.after->>'visibility' = 'internal'
  or l.after->>'internal' = 'true', false)`;

/** The actions the caller may take on the ticket now (what the screen offers). */
function allowedActions(actor: DeskActor, ticket: TicketRow): TicketAction[] {
  const requester = ticket.requester_id === actor.userId;
  return actionsFrom(ticket.status).filter((action) => {
    if (requester && (action === 'close' || action === 'reopen')) return true;
    if (!actor.canEdit) return false;
    return action !== 'close' || actor.canClose;
  });
}

export async function ticketDetail(
  db: Kysely<DB>,
  mount: TicketMount,
  actor: DeskActor,
  id: string,
  settings?: DeskSettings,
) {
  const ticket = await loadTicket(db, actor, id, mount.kinds);
  const desk = settings ?? (await loadDeskSettings(db, actor.companyId));
  const now = new Date();
  const internal = actor.agent ? sql`true` : sql`false`;
  const [summary, extra, messages, attachments, history, survey, sla] = await Promise.all([
    sql<TicketSummaryRow>`select ${SUMMARY_COLUMNS} from tickets t
      where t.company_id = ${actor.companyId} and t.id = ${id}`.execute(db),
    sql<{
      request_type: { _id: string; name: string } | null;
      request_fields: Record<string, unknown> | null;
      asset_state: string | null;
    }>`select (select json_build_object('_id', r.id, 'name', r.name) from ticket_request_types r
          where r.company_id = t.company_id and r.id = t.request_type_id) as request_type,
        t.request_fields,
        (select a.state from assets a where a.company_id = t.company_id and a.id = t.asset_id) as asset_state
      from tickets t where t.company_id = ${actor.companyId} and t.id = ${id}`.execute(db),
    sql<MessageRow>`select m.id, ${userRef('m.author_id')} as author, m.visibility, m.body, m.created_at
      from ticket_messages m where m.company_id = ${actor.companyId} and m.ticket_id = ${id}
        and (m.visibility = 'public' or ${internal})
      order by m.created_at, m.id`.execute(db),
    sql<AttachmentRow>`select f.id, f.file_name, f.content_type, f.size_bytes, f.internal,
        ${userRef('f.uploaded_by')} as uploaded_by, f.created_at
      from ticket_attachments f where f.company_id = ${actor.companyId} and f.ticket_id = ${id}
        and (not f.internal or ${internal})
      order by f.created_at, f.id`.execute(db),
    sql<HistoryRow>`select l.id, l.action, ${userRef('l.actor_user_id')} as actor, l.at, l.before, l.after
      from activity_log l where l.company_id = ${actor.companyId} and l.entity_type = 'ticket'
        and l.entity_id = ${id} and (${internal} or not ${INTERNAL_HISTORY})
      order by l.at, l.id`.execute(db),
    db
      .selectFrom('ticket_surveys')
      .select(['expires_at', 'answered_at', 'rating'])
      .where('company_id', '=', actor.companyId)
      .where('ticket_id', '=', id)
      .executeTakeFirst(),
    computeSla(db, actor.companyId, [ticket], desk, now),
  ]);
  const row = summary.rows[0];
  if (!row) throw new HttpError(404, TICKET_NOT_FOUND);
  const more = extra.rows[0]!;
  const state = sla.get(id)!;
  const base = toTicketSummary(row);
  const iso = (d: Date | string) => new Date(d).toISOString();
  return {
    ...base,
    description: ticket.description,
    requestType: more.request_type,
    requestFields: more.request_fields,
    asset: base.asset ? { ...base.asset, state: more.asset_state } : null,
    actions: allowedActions(actor, ticket),
    sla: { ...base.sla, ...state },
    messages: messages.rows.map((m) => ({
      _id: m.id,
      author: m.author,
      visibility: m.visibility,
      body: m.body,
      createdAt: iso(m.created_at),
    })),
    attachments: attachments.rows.map((f) => ({
      _id: f.id,
      fileName: f.file_name,
      contentType: f.content_type,
      size: f.size_bytes,
      internal: f.internal,
      uploadedBy: f.uploaded_by,
      createdAt: iso(f.created_at),
      url: `${mount.prefix}/${id}/attachments/${f.id}`,
    })),
    history: history.rows.map((h) => ({
      _id: h.id,
      action: h.action,
      actor: h.actor,
      at: iso(h.at),
      before: h.before ?? null,
      after: h.after ?? null,
    })),
    survey:
      survey && ticket.requester_id === actor.userId
        ? {
            status: survey.answered_at
              ? ('answered' as const)
              : new Date(survey.expires_at).getTime() < now.getTime()
                ? ('expired' as const)
                : ('pending' as const),
            expiresAt: iso(survey.expires_at),
            rating: survey.rating ?? null,
          }
        : null,
  };
}

// ---- the list -------------------------------------------------------------------------------

const ORDER: Record<string, RawBuilder<unknown>> = {
  newest: sql`t.created_at desc, t.id desc`,
  oldest: sql`t.created_at asc, t.id asc`,
  priority: sql`t.priority desc, t.created_at desc, t.id desc`,
  due: sql`t.resolution_due_at asc nulls last, t.created_at desc, t.id desc`,
  updated: sql`t.updated_at desc, t.id desc`,
};

/**
 * The list's total: a sum over the kept ticket_counts when only kind, status and priority
 * filter the company's whole queue (the agents' usual view), else a count of the rows.
 */
async function countOf(
  db: Kysely<DB>,
  actor: DeskActor,
  q: ListQuery,
  kinds: TicketKind[],
  filter: RawBuilder<unknown>,
): Promise<{ rows: { n: number }[] }> {
  const kept =
    actor.agent && q.scope === 'all' && !q.assigneeId && !q.assetId && !q.breached && !q.search;
  if (!kept)
    return sql<{ n: number }>`select count(*)::int as n from tickets t where ${filter}`.execute(db);
  const status = q.status ? sql`and c.status = any(${q.status}::text[])` : sql``;
  const priority = q.priority ? sql`and c.priority = any(${q.priority.map(Number)}::int[])` : sql``;
  return sql<{ n: number }>`select coalesce(sum(c.n), 0)::int as n from ticket_counts c
    where c.company_id = ${actor.companyId} and c.kind = any(${kinds}::text[]) ${status} ${priority}`.execute(
    db,
  );
}

function decodeCursor(cursor: string): { us: number; id: string } {
  const match = /^(\d{1,17})\.([0-9a-f-]{36})$/i.exec(
    Buffer.from(cursor, 'base64url').toString('latin1'),
  );
  if (!match) throw badField('cursor', 'Not a cursor this list gave');
  return { us: Number(match[1]), id: match[2]! };
}

type ListQuery = z.infer<typeof listQuerySchema>;

async function listTickets(db: Kysely<DB>, mount: TicketMount, actor: DeskActor, query: unknown) {
  const q = parseInput(listQuerySchema, query, 'query');
  const kinds = [...(q.kind?.filter((k) => mount.kinds.includes(k)) ?? mount.kinds)];
  const where: RawBuilder<unknown>[] = [
    sql`t.company_id = ${actor.companyId}`,
    sql`t.kind = any(${kinds}::text[])`,
  ];
  if (!actor.agent || q.scope === 'mine') where.push(sql`t.requester_id = ${actor.userId}`);
  if (q.status) where.push(sql`t.status = any(${q.status}::text[])`);
  if (q.priority) where.push(sql`t.priority = any(${q.priority.map(Number)}::int[])`);
  if (q.assigneeId === 'none') where.push(sql`t.assignee_id is null`);
  else if (q.assigneeId === 'me') where.push(sql`t.assignee_id = ${actor.userId}`);
  else if (q.assigneeId) where.push(sql`t.assignee_id = ${q.assigneeId}`);
  if (q.assetId) where.push(sql`t.asset_id = ${q.assetId}`);
  if (q.breached) where.push(q.breached === 'true' ? BREACHED : sql`not ${BREACHED}`);
  if (q.search) {
    const pattern = `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A number, alone (`123`) or with its kind's prefix (`INC-000123`: that kind only).
    const number = /^(?:([a-z]{2,3})-?)?0*(\d{1,9})$/i.exec(q.search);
    const kind = number?.[1]
      ? (Object.keys(KIND_PREFIX) as TicketKind[]).find(
          (k) => KIND_PREFIX[k] === number[1]!.toUpperCase(),
        )
      : undefined;
    where.push(
      number
        ? sql`(lower(t.title) like ${pattern} or (t.number = ${Number(number[2])}${
            kind ? sql` and t.kind = ${kind}` : sql``
          }))`
        : sql`lower(t.title) like ${pattern}`,
    );
  }
  const filter = sql.join(where, sql` and `);
  const page = [...where];
  if (q.cursor) {
    if (q.sort !== 'newest') throw badField('cursor', 'Keyset paging is for sort newest only');
    const c = decodeCursor(q.cursor);
    page.push(
      sql`(t.created_at, t.id) < (timestamptz 'epoch' + ${c.us} * interval '1 microsecond', ${c.id}::uuid)`,
    );
  }
  const offset = q.cursor ? 0 : q.pageNumber * q.limit;
  const take = offset + q.limit + 1;
  const pageWhere = sql.join(page, sql` and `);
  // Newest first over several statuses or priorities: the newest `take` of each (status,
  // priority) pair walk the queue index and only those are sorted, instead of every match.
  const pairs =
    q.sort === 'newest' && (q.status || q.priority) && take <= 1000
      ? (q.status ?? TICKET_STATUSES).flatMap((status) =>
          (q.priority?.map(Number) ?? [1, 2, 3, 4, 5]).map((priority) => ({ status, priority })),
        )
      : null;
  const from = pairs
    ? sql`tickets t where t.company_id = ${actor.companyId} and t.id in (${sql.join(
        pairs.map(
          (p) => sql`(select t.id from tickets t where ${pageWhere} and t.status = ${p.status}
            and t.priority = ${p.priority} order by t.created_at desc, t.id desc limit ${take})`,
        ),
        sql` union all `,
      )})`
    : sql`tickets t where ${pageWhere}`;
  const [rows, count] = await Promise.all([
    sql<
      TicketSummaryRow & { created_us: number }
    >`select ${SUMMARY_COLUMNS}, (extract(epoch from t.created_at) * 1000000)::bigint as created_us
      from ${from}
      order by ${ORDER[q.sort]!} limit ${q.limit + 1} offset ${offset}`.execute(db),
    q.withTotal === 'true' ? countOf(db, actor, q, kinds, filter) : Promise.resolve(null),
  ]);
  const more = rows.rows.length > q.limit;
  const list = rows.rows.slice(0, q.limit);
  const last = list[list.length - 1];
  return {
    type: 'success' as const,
    tickets: list.map(toTicketSummary),
    total: count ? (count.rows[0]?.n ?? 0) : null,
    nextCursor:
      more && last && q.sort === 'newest'
        ? Buffer.from(`${Number(last.created_us)}.${last.id}`, 'latin1').toString('base64url')
        : null,
  };
}

// ---- writing -----------------------------------------------------------------------------

/** The request type's field values, checked against its definitions (400 naming `fields.<key>`). */
function checkRequestFields(
  defs: readonly RequestTypeField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(values))
    if (!defs.some((d) => d.key === key))
      throw badField(`fields.${key}`, 'Not a field of this request type');
  for (const def of defs) {
    const field = `fields.${def.key}`;
    const raw = values[def.key];
    const empty =
      raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
    if (empty) {
      if (def.required) throw badField(field, `${def.label} is required`);
      continue;
    }
    switch (def.type) {
      case 'number':
        if (typeof raw !== 'number' || !Number.isFinite(raw))
          throw badField(field, 'Must be a number');
        out[def.key] = raw;
        break;
      case 'date':
        if (
          typeof raw !== 'string' ||
          !/^\d{4}-\d{2}-\d{2}$/.test(raw) ||
          Number.isNaN(Date.parse(raw))
        )
          throw badField(field, 'Must be a date YYYY-MM-DD');
        out[def.key] = raw;
        break;
      case 'select':
        if (typeof raw !== 'string' || !def.options?.includes(raw))
          throw badField(field, `Must be one of: ${(def.options ?? []).join(', ')}`);
        out[def.key] = raw;
        break;
      default:
        if (typeof raw !== 'string') throw badField(field, 'Must be text');
        if (raw.length > (def.type === 'textarea' ? 5000 : 500)) throw badField(field, 'Too long');
        out[def.key] = raw.trim();
    }
  }
  return out;
}

async function createTicket(db: Kysely<DB>, actor: DeskActor, input: NewTicket): Promise<string> {
  const settings = await loadDeskSettings(db, actor.companyId);
  if (input.assetId) await requireCompanyAsset(db, actor.companyId, input.assetId);
  return db
    .transaction()
    .execute((trx) =>
      insertTicket(trx, actor.companyId, actor.userId, input, settings, new Date()),
    );
}

export function registerTicketRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mount: TicketMount,
  store: ImageStore,
): void {
  const { prefix, entitlement } = mount;
  const view = deskAccess(entitlement, P.ticketView);

  app.post(prefix, deskAccess(entitlement, P.ticketCreate), async (request, reply) => {
    const actor = deskActorOf(request);
    let input: NewTicket;
    if (mount.creates === 'service_request') {
      const body = parseInput(createRequestSchema, request.body, 'body');
      const type = await ctx.db
        .selectFrom('ticket_request_types')
        .select(['id', 'name', 'fields'])
        .where('company_id', '=', actor.companyId)
        .where('id', '=', body.requestTypeId)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!type)
        throw badField('requestTypeId', 'No active request type of your company has this id');
      input = {
        kind: 'service_request',
        title: body.title ?? type.name,
        description: body.description,
        category: type.name,
        urgency: body.urgency as Level,
        impact: body.impact as Level,
        assetId: body.assetId ?? null,
        requestTypeId: type.id,
        requestFields: checkRequestFields(type.fields, body.fields),
      };
    } else {
      const body = parseInput(createTicketSchema, request.body, 'body');
      input = {
        kind: body.kind,
        title: body.title,
        description: body.description,
        category: body.category ?? null,
        urgency: body.urgency as Level,
        impact: body.impact as Level,
        assetId: body.assetId ?? null,
        requestTypeId: null,
        requestFields: null,
      };
    }
    const id = await createTicket(ctx.db, actor, input);
    reply.code(201);
    return { type: 'success', ticket: await ticketDetail(ctx.db, mount, actor, id) };
  });

  app.get(prefix, view, async (request) =>
    listTickets(ctx.db, mount, deskActorOf(request), request.query),
  );

  // A ticket by its number (`INC-000123`): the queue's search and a typed address open it.
  // An unknown number, one of a kind this mount does not serve, or (for a requester)
  // someone else's ticket is 404 naming the number.
  app.get(`${prefix}/by-number/:number`, view, async (request) => {
    const actor = deskActorOf(request);
    const text = parseInput(numberParamsSchema, request.params, 'params').number.toUpperCase();
    const match = /^([A-Z]+)-?0*(\d+)$/.exec(text)!;
    const kind = (Object.keys(KIND_PREFIX) as TicketKind[]).find(
      (k) => KIND_PREFIX[k] === match[1],
    )!;
    const number = ticketNumber(kind, Number(match[2]));
    let query = ctx.db
      .selectFrom('tickets')
      .select('id')
      .where('company_id', '=', actor.companyId)
      .where('kind', '=', kind)
      .where('number', '=', Number(match[2]));
    if (!actor.agent) query = query.where('requester_id', '=', actor.userId);
    const row = mount.kinds.includes(kind) ? await query.executeTakeFirst() : undefined;
    if (!row)
      throw new HttpError(404, `No ticket ${number} was found`, [
        { field: 'number', message: `No ticket ${number} was found` },
      ]);
    return { type: 'success', ticket: await ticketDetail(ctx.db, mount, actor, row.id) };
  });

  app.get(`${prefix}/:id`, view, async (request) => {
    const actor = deskActorOf(request);
    return { type: 'success', ticket: await ticketDetail(ctx.db, mount, actor, idOf(request)) };
  });

  app.patch(`${prefix}/:id`, deskAccess(entitlement, P.ticketEdit), async (request) => {
    const actor = deskActorOf(request);
    const id = idOf(request);
    const body = parseInput(updateTicketSchema, request.body, 'body');
    const settings = await loadDeskSettings(ctx.db, actor.companyId);
    if (body.assetId) await requireCompanyAsset(ctx.db, actor.companyId, body.assetId);
    const now = new Date();
    await ctx.db.transaction().execute(async (trx) => {
      const before = await loadTicket(trx, actor, id, mount.kinds, true);
      if (!isOpen(before.status) && (body.urgency || body.impact))
        throw conflict('A resolved or closed ticket keeps its priority', 'urgency');
      const urgency = (body.urgency ?? before.urgency) as Level;
      const impact = (body.impact ?? before.impact) as Level;
      const after = {
        title: body.title ?? before.title,
        description: body.description ?? before.description,
        category: body.category === undefined ? before.category : body.category,
        urgency,
        impact,
        priority: priorityOf(settings.matrix, urgency, impact),
        asset_id: body.assetId === undefined ? before.asset_id : body.assetId,
      };
      const changedBefore: Record<string, unknown> = {};
      const changedAfter: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(after)) {
        const old = (before as unknown as Record<string, unknown>)[key];
        if (old !== value) {
          changedBefore[key] = old;
          changedAfter[key] = value;
        }
      }
      if (!Object.keys(changedAfter).length) return;
      await trx
        .updateTable('tickets')
        .set({ ...after, updated_at: now })
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      await recordTicketHistory(trx, actor.companyId, actor.userId, [
        { ticketId: id, action: 'update', before: changedBefore, after: changedAfter },
      ]);
      if ('priority' in changedAfter) await refreshSla(trx, actor.companyId, [id], settings, now);
    });
    return { type: 'success', ticket: await ticketDetail(ctx.db, mount, actor, id, settings) };
  });

  app.post(`${prefix}/:id/transition`, view, async (request) => {
    const actor = deskActorOf(request);
    const id = idOf(request);
    const body = parseInput(transitionSchema, request.body, 'body');
    const settings = await loadDeskSettings(ctx.db, actor.companyId);
    const now = new Date();
    await ctx.db.transaction().execute(async (trx) => {
      const ticket = await loadTicket(trx, actor, id, mount.kinds, true);
      const requester = ticket.requester_id === actor.userId;
      const requesterAction = requester && (body.action === 'close' || body.action === 'reopen');
      if (!requesterAction) {
        if (!actor.canEdit) throw forbidden('Only the desk may do this to a ticket');
        if (body.action === 'close' && !actor.canClose)
          throw forbidden('You do not have permission to close tickets');
      }
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
      const assignee =
        body.action === 'start' && !ticket.assignee_id ? actor.userId : ticket.assignee_id;
      const set: Record<string, unknown> = { status: to, updated_at: now, assignee_id: assignee };
      if (body.action === 'resolve') set.resolved_at = now;
      // The desk's first word to the requester: a comment, a question, or the resolution.
      const responds =
        !requester &&
        (Boolean(body.comment) || body.action === 'wait' || body.action === 'resolve');
      if (responds && !ticket.first_response_at) set.first_response_at = now;
      if (body.action === 'close') set.closed_at = now;
      if (body.action === 'reopen') {
        set.resolved_at = null;
        set.closed_at = null;
      }
      await trx
        .updateTable('tickets')
        .set(set)
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      await moveClock(trx, actor.companyId, id, ticket.status, to, now);
      if (body.comment)
        await trx
          .insertInto('ticket_messages')
          .values({
            company_id: actor.companyId,
            ticket_id: id,
            author_id: actor.userId,
            visibility: 'public',
            body: body.comment,
            created_at: now,
          })
          .execute();
      await recordTicketHistory(trx, actor.companyId, actor.userId, [
        {
          ticketId: id,
          action: body.action,
          before: { status: ticket.status },
          after: {
            status: to,
            ...(assignee !== ticket.assignee_id ? { assigneeId: assignee } : {}),
          },
        },
      ]);
      if (body.action === 'resolve')
        await upsertSurvey(trx, actor.companyId, id, assignee ?? actor.userId, now, SURVEY_DAYS);
      if (body.action === 'reopen')
        await trx
          .deleteFrom('ticket_surveys')
          .where('company_id', '=', actor.companyId)
          .where('ticket_id', '=', id)
          .where('answered_at', 'is', null)
          .execute();
      await refreshSla(trx, actor.companyId, [id], settings, now);
    });
    return { type: 'success', ticket: await ticketDetail(ctx.db, mount, actor, id, settings) };
  });

  app.post(`${prefix}/:id/assign`, deskAccess(entitlement, P.assign), async (request) => {
    const actor = deskActorOf(request);
    const id = idOf(request);
    const body = parseInput(assignSchema, request.body, 'body');
    if (body.assigneeId) await requireAgent(ctx.db, actor.companyId, body.assigneeId);
    await assignTickets(ctx.db, actor, [id], body.assigneeId, mount.kinds, true);
    return { type: 'success', ticket: await ticketDetail(ctx.db, mount, actor, id) };
  });

  if (mount.creates === 'incident') {
    app.post(`${prefix}/assign`, deskAccess(entitlement, P.assign), async (request) => {
      const actor = deskActorOf(request);
      const body = parseInput(bulkAssignSchema, request.body, 'body');
      if (body.assigneeId) await requireAgent(ctx.db, actor.companyId, body.assigneeId);
      const result = await assignTickets(
        ctx.db,
        actor,
        body.ids,
        body.assigneeId,
        mount.kinds,
        false,
      );
      return { type: 'success', ...result };
    });
  }

  app.post(`${prefix}/:id/messages`, view, async (request, reply) => {
    const actor = deskActorOf(request);
    const id = idOf(request);
    const body = parseInput(messageSchema, request.body, 'body');
    const settings = await loadDeskSettings(ctx.db, actor.companyId);
    const now = new Date();
    await ctx.db.transaction().execute(async (trx) => {
      const ticket = await loadTicket(trx, actor, id, mount.kinds, true);
      const requester = ticket.requester_id === actor.userId;
      if (!requester && !actor.canEdit)
        throw forbidden('Only the desk and the requester may reply');
      if (body.visibility === 'internal' && !actor.agent)
        throw badField('visibility', 'Internal notes are for the desk only');
      if (ticket.status === 'closed') throw conflict('A closed ticket takes no more replies');
      await trx
        .insertInto('ticket_messages')
        .values({
          company_id: actor.companyId,
          ticket_id: id,
          author_id: actor.userId,
          visibility: body.visibility,
          body: body.body,
          created_at: now,
        })
        .execute();
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
      await trx
        .updateTable('tickets')
        .set(set)
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
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
    reply.code(201);
    return { type: 'success', ticket: await ticketDetail(ctx.db, mount, actor, id, settings) };
  });

  registerAttachmentRoutes(app, ctx, mount, store);
  registerSurveyRoutes(app, ctx, mount);
}

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
): Promise<{ updated: string[]; notFound: string[]; refused: { id: string; reason: string }[] }> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('tickets')
      .select(['id', sql<TicketStatus>`status`.as('status'), 'assignee_id'])
      .where('company_id', '=', actor.companyId)
      .where('id', 'in', [...ids])
      .where('kind', 'in', [...kinds])
      .forUpdate()
      .execute();
    const found = new Set(rows.map((r) => r.id));
    const notFound = ids.filter((id) => !found.has(id));
    if (single && notFound.length) throw new HttpError(404, TICKET_NOT_FOUND);
    const refused = rows
      .filter((r) => r.status === 'closed')
      .map((r) => ({ id: r.id, reason: 'A closed ticket is not assigned again' }));
    if (single && refused.length) throw conflict(refused[0]!.reason, 'assigneeId');
    const changing = rows.filter((r) => r.status !== 'closed' && r.assignee_id !== assigneeId);
    if (changing.length) {
      const statusOf = (status: TicketStatus) =>
        assigneeId ? assignStatus(status) : status === 'assigned' ? 'new' : status;
      await sql`update tickets t set assignee_id = ${assigneeId}, updated_at = ${now},
          status = case when ${assigneeId}::uuid is not null and t.status = 'new' then 'assigned'
            when ${assigneeId}::uuid is null and t.status = 'assigned' then 'new' else t.status end
        where t.company_id = ${actor.companyId} and t.id = any(${changing.map((r) => r.id)}::uuid[])`.execute(
        trx,
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
      notFound,
      refused,
    };
  });
}
