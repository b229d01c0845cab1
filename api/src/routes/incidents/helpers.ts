/** What the service desk's routes share: their access, the caller, and loading a ticket it may see. */
import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '@itam/shared/contracts';
import { authOf, requireAnyOf, type Entitlement } from '../../auth/guard';
import type { DB } from '../../db/schema';
import type { TicketKind } from '../../db/schema-incidents';
import { HttpError, notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { deskRoleOf, type DeskRole } from '../../services/incidents/access';
import type { TicketStatus } from '../../services/incidents/transitions';
import { idParamsSchema } from './schemas';

/** The company module of the incidents screens; service requests and their status are it-services'. */
export const INCIDENT_MODULE: Entitlement = 'incident-management';
export const SERVICES_MODULE: Entitlement = 'it-services';

export const deskAccess = (
  entitlement: Entitlement,
  ...permissions: [Permission, ...Permission[]]
) => ({ config: { access: requireAnyOf(entitlement, ...permissions) } });

export interface DeskActor extends DeskRole {
  companyId: string;
  userId: string;
}

export function deskActorOf(request: FastifyRequest): DeskActor {
  const auth = authOf(request);
  return { companyId: auth.companyId, userId: auth.userId, ...deskRoleOf(auth.policies) };
}

export function idOf(request: FastifyRequest): string {
  return parseInput(idParamsSchema, request.params, 'params').id;
}

export const TICKET_NOT_FOUND = 'Ticket not found';

export const badField = (field: string, message: string): HttpError =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }]);

export const forbidden = (message = 'You do not have permission to do this'): HttpError =>
  new HttpError(403, message);

export const conflict = (message: string, field?: string): HttpError =>
  new HttpError(409, message, field ? [{ field, message }] : undefined);

export interface TicketRow {
  id: string;
  kind: TicketKind;
  number: number;
  title: string;
  description: string;
  category: string | null;
  status: TicketStatus;
  priority: number;
  urgency: number;
  impact: number;
  requester_id: string | null;
  assignee_id: string | null;
  asset_id: string | null;
  request_type_id: string | null;
  first_response_at: Date | null;
  resolved_at: Date | null;
}

/**
 * The ticket, when the caller may see it: of their company and of the mount's kinds, and,
 * unless they work the queue, raised by them. Anything else is 404, like a missing id.
 */
export async function loadTicket(
  db: Kysely<DB>,
  actor: DeskActor,
  id: string,
  kinds: readonly TicketKind[],
  forUpdate = false,
): Promise<TicketRow> {
  let query = db
    .selectFrom('tickets')
    .select([
      'id',
      'kind',
      'number',
      'title',
      'description',
      'category',
      sql<TicketStatus>`status`.as('status'),
      'priority',
      'urgency',
      'impact',
      'requester_id',
      'assignee_id',
      'asset_id',
      'request_type_id',
      sql<Date | null>`first_response_at`.as('first_response_at'),
      sql<Date | null>`resolved_at`.as('resolved_at'),
    ])
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .where('kind', 'in', [...kinds]);
  if (!actor.agent) query = query.where('requester_id', '=', actor.userId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
}

/**
 * The company's IT agents: its active users whose role works tickets (`ticket.edit`), the
 * people a ticket can be assigned to, by name; `userId` narrows it to that one user.
 */
export function selectAgents(db: Kysely<DB>, companyId: string, userId?: string) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('roles as r', (j) =>
      j.onRef('r.id', '=', 'u.role_id').onRef('r.company_id', '=', 'u.company_id'),
    )
    .select([
      'u.id',
      'u.email',
      sql<string>`trim(concat_ws(' ', u.first_name, u.last_name))`.as('name'),
    ])
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true)
    .where(sql<boolean>`r.policies->'on_incident'->'ticket' ? 'edit'`);
  if (userId) query = query.where('u.id', '=', userId);
  return query.orderBy('name').orderBy('u.id').execute();
}

/** 400 naming `assigneeId` unless the user is one of the company's agents. */
export async function requireAgent(db: Kysely<DB>, companyId: string, userId: string) {
  const [agent] = await selectAgents(db, companyId, userId);
  if (!agent)
    throw badField('assigneeId', 'Must be an active user of your company who works tickets');
}

/** 400 naming `assetId` unless the asset is the company's. */
export async function requireCompanyAsset(
  db: Kysely<DB>,
  companyId: string,
  assetId: string,
  field = 'assetId',
): Promise<{ id: string; make: string | null; model: string | null }> {
  const asset = await db
    .selectFrom('assets')
    .select(['id', 'make', 'model'])
    .where('company_id', '=', companyId)
    .where('id', '=', assetId)
    .executeTakeFirst();
  if (!asset) throw badField(field, 'No asset of your company has this id');
  return asset;
}
