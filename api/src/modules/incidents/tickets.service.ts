/** Raising a ticket (an incident, feedback or a service request), finding one, changing one. */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  createRequestInput,
  createTicketInput,
  TicketDetail,
  updateTicketInput,
} from '@itam/shared/contracts/incidents';
import type { DB } from '../../db/schema';
import type { DeskContext } from './context';
import type { TicketKind } from '../../db/schema-incidents';
import type { Caller } from '../../platform/access';
import { badField, conflict, HttpError } from '../../platform/http-errors';
import { deskActorOf, type DeskActor } from './access';
import { priorityOf, type Level } from './matrix';
import type { TicketMount } from './mounts';
import { checkRequestFields } from './request-fields';
import { loadDeskSettings } from './settings.queries';
import { refreshSla } from './ticket-clock.queries';
import { ticketDetail } from './ticket-detail.service';
import {
  insertTicket,
  KIND_PREFIX,
  recordTicketHistory,
  ticketNumber,
  type NewTicket,
} from './ticket-records.queries';
import { isOpen } from './transitions';
import {
  findActiveRequestType,
  findCompanyAsset,
  findTicketId,
  loadTicket,
  updateTicketRow,
} from './tickets.queries';

/** 400 naming `assetId` unless the asset is the company's. */
async function requireCompanyAsset(db: Kysely<DB>, companyId: string, assetId: string) {
  const asset = await findCompanyAsset(db, companyId, assetId);
  if (!asset) throw badField('assetId', 'No asset of your company has this id');
}

async function open(db: Kysely<DB>, mount: TicketMount, actor: DeskActor, input: NewTicket) {
  const settings = await loadDeskSettings(db, actor.companyId);
  if (input.assetId) await requireCompanyAsset(db, actor.companyId, input.assetId);
  const id = await db
    .transaction()
    .execute((trx) =>
      insertTicket(trx, actor.companyId, actor.userId, input, settings, new Date()),
    );
  return ticketDetail(db, mount, actor, id);
}

export async function raiseIncident(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  body: z.infer<typeof createTicketInput>,
): Promise<TicketDetail> {
  return open(db, mount, deskActorOf(caller), {
    kind: body.kind,
    title: body.title,
    description: body.description,
    category: body.category ?? null,
    urgency: body.urgency as Level,
    impact: body.impact as Level,
    assetId: body.assetId ?? null,
    requestTypeId: null,
    requestFields: null,
  });
}

export async function raiseRequest(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  body: z.infer<typeof createRequestInput>,
): Promise<TicketDetail> {
  const actor = deskActorOf(caller);
  const type = await findActiveRequestType(db, actor.companyId, body.requestTypeId);
  if (!type) throw badField('requestTypeId', 'No active request type of your company has this id');
  return open(db, mount, actor, {
    kind: 'service_request',
    title: body.title ?? type.name,
    description: body.description,
    category: type.name,
    urgency: body.urgency as Level,
    impact: body.impact as Level,
    assetId: body.assetId ?? null,
    requestTypeId: type.id,
    requestFields: checkRequestFields(type.fields, body.fields),
  });
}

export async function getTicket(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  id: string,
) {
  return ticketDetail(db, mount, deskActorOf(caller), id);
}

/**
 * A ticket by its number (`INC-000123`): an unknown number, one of a kind this mount does
 * not serve, or (for a requester) someone else's ticket is 404 naming the number.
 */
export async function ticketByNumber(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  text: string,
): Promise<TicketDetail> {
  const actor = deskActorOf(caller);
  const match = /^([A-Z]+)-?0*(\d+)$/.exec(text.toUpperCase())!;
  const kind = (Object.keys(KIND_PREFIX) as TicketKind[]).find((k) => KIND_PREFIX[k] === match[1])!;
  const number = ticketNumber(kind, Number(match[2]));
  const id = mount.kinds.includes(kind)
    ? await findTicketId(db, actor, kind, Number(match[2]))
    : undefined;
  if (!id)
    throw new HttpError(404, `No ticket ${number} was found`, [
      { field: 'number', message: `No ticket ${number} was found` },
    ]);
  return ticketDetail(db, mount, actor, id);
}

/** The changed columns of a ticket, before and after (none: nothing to write). */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (before[key] !== value) {
      changedBefore[key] = before[key];
      changedAfter[key] = value;
    }
  }
  return { changedBefore, changedAfter };
}

/** The desk changes a ticket; a new urgency or impact gives a new priority (409 once resolved). */
export async function updateTicket(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  id: string,
  body: z.infer<typeof updateTicketInput>,
): Promise<TicketDetail> {
  const actor = deskActorOf(caller);
  const settings = await loadDeskSettings(db, actor.companyId);
  if (body.assetId) await requireCompanyAsset(db, actor.companyId, body.assetId);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const before = await loadTicket(trx, actor, id, mount.kinds, true);
    if (!isOpen(before.status) && (body.urgency || body.impact))
      throw conflict('A resolved or closed ticket keeps its priority', { field: 'urgency' });
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
    const { changedBefore, changedAfter } = changes({ ...before }, after);
    if (!Object.keys(changedAfter).length) return;
    await updateTicketRow(trx, actor.companyId, id, { ...after, updated_at: now });
    await recordTicketHistory(trx, actor.companyId, actor.userId, [
      { ticketId: id, action: 'update', before: changedBefore, after: changedAfter },
    ]);
    if ('priority' in changedAfter) await refreshSla(trx, actor.companyId, [id], settings, now);
  });
  return ticketDetail(db, mount, actor, id, settings);
}
