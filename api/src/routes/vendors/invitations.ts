/**
 * Sending a questionnaire to a vendor (`on_vendor.vendor` create or edit): the
 * questionnaire's sections are copied into the invitation as they are now, so later edits
 * of the template never change what the vendor answers; the vendor's link carries a random
 * token of which only the SHA-256 is stored (services/one-time-links.ts), expiring after
 * 14 days by default, revocable, and resent at most every few minutes and a few times.
 * Sending a new one revokes the vendor's earlier open links: one link per vendor.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { newLinkToken } from '../../services/one-time-links';
import { VENDOR_PERMISSIONS as P } from '../../services/vendors/access';
import {
  badField,
  conflict,
  logVendorActivity,
  vendorAccess,
  vendorTarget,
  type VendorActor,
} from './helpers';
import { VENDOR_NOT_FOUND } from './vendors';
import {
  invitationInputSchema,
  invitationParamsSchema,
  resendInputSchema,
  type QuestionnaireSections,
} from './schemas';

export const INVITATION_NOT_FOUND = 'Invitation not found';
/** The shortest time between two sends of one link, and the most sends of one. */
export const RESEND_GAP_MS = 5 * 60_000;
export const MAX_SENDS = 5;

export type InvitationState = 'open' | 'submitted' | 'expired' | 'revoked';

interface InvitationRow {
  id: string;
  questionnaire_id: string | null;
  questionnaire_name: string;
  questionnaire_version: number;
  sections: unknown;
  expires_at: Date;
  revoked_at: Date | string | null;
  submitted_at: Date | string | null;
  round: number;
  send_count: number;
  last_sent_at: Date;
  created_at: Date;
  expired: boolean;
}

export interface Invitation {
  _id: string;
  questionnaireId: string | null;
  questionnaireName: string;
  questionnaireVersion: number;
  state: InvitationState;
  round: number;
  expiresAt: string;
  revokedAt: string | null;
  submittedAt: string | null;
  sendCount: number;
  lastSentAt: string;
  createdAt: string;
}

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

function stateOf(row: InvitationRow): InvitationState {
  if (row.revoked_at) return 'revoked';
  if (row.submitted_at) return 'submitted';
  return row.expired ? 'expired' : 'open';
}

const toInvitation = (row: InvitationRow): Invitation => ({
  _id: row.id,
  questionnaireId: row.questionnaire_id,
  questionnaireName: row.questionnaire_name,
  questionnaireVersion: row.questionnaire_version,
  state: stateOf(row),
  round: row.round,
  expiresAt: iso(row.expires_at)!,
  revokedAt: iso(row.revoked_at),
  submittedAt: iso(row.submitted_at),
  sendCount: row.send_count,
  lastSentAt: iso(row.last_sent_at)!,
  createdAt: iso(row.created_at)!,
});

const sectionsOf = (row: InvitationRow): QuestionnaireSections =>
  (typeof row.sections === 'string'
    ? JSON.parse(row.sections)
    : row.sections) as QuestionnaireSections;

function selectInvitations(db: Kysely<DB>, companyId: string, vendorId: string) {
  return db
    .selectFrom('vendor_invitations')
    .select([
      'id',
      'questionnaire_id',
      'questionnaire_name',
      'questionnaire_version',
      'sections',
      'expires_at',
      'revoked_at',
      'submitted_at',
      'round',
      'send_count',
      'last_sent_at',
      'created_at',
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('company_id', '=', companyId)
    .where('vendor_id', '=', vendorId);
}

async function requireVendor(db: Kysely<DB>, actor: VendorActor, id: string, lock = false) {
  let query = db
    .selectFrom('vendors')
    .select(['id', 'vendor_name', 'status'])
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(VENDOR_NOT_FOUND);
  return row;
}

async function findInvitation(
  db: Kysely<DB>,
  actor: VendorActor,
  vendorId: string,
  id: string,
  lock = false,
): Promise<InvitationRow> {
  let query = selectInvitations(db, actor.companyId, vendorId).where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return row;
}

/** The vendor's page of a link: the API hands out addresses relative to PUBLIC_URL. */
const linkOf = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl ?? ''}/vendor-response/${token}`;

export function registerInvitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const send = vendorAccess(P.vendorCreate, P.vendorEdit);
  const base = '/api/vendors/:id/invitations';
  const target = (request: Parameters<typeof vendorTarget>[0]) => {
    const { actor } = vendorTarget(request);
    const { id, invitationId } = parseInput(invitationParamsSchema, request.params, 'params');
    return { actor, vendorId: id, invitationId };
  };

  app.post(base, send, async (request, reply) => {
    const { actor, id } = vendorTarget(request);
    const input = parseInput(invitationInputSchema, request.body, 'body');
    const { token, hash } = newLinkToken();
    const invitationId = await ctx.db.transaction().execute(async (trx) => {
      const vendor = await requireVendor(trx, actor, id, true);
      const questionnaire = await trx
        .selectFrom('vendor_questionnaires')
        .select(['id', 'name', 'version', 'sections'])
        .where('company_id', '=', actor.companyId)
        .where('id', '=', input.questionnaireId)
        .executeTakeFirst();
      if (!questionnaire)
        throw badField('questionnaireId', 'No questionnaire of your company has this id');
      const revoked = await trx
        .updateTable('vendor_invitations')
        .set({ revoked_at: sql<Date>`now()` })
        .where('company_id', '=', actor.companyId)
        .where('vendor_id', '=', id)
        .where('revoked_at', 'is', null)
        .where('submitted_at', 'is', null)
        .returning('id')
        .execute();
      const row = await trx
        .insertInto('vendor_invitations')
        .values({
          company_id: actor.companyId,
          vendor_id: id,
          questionnaire_id: questionnaire.id,
          questionnaire_version: questionnaire.version,
          questionnaire_name: questionnaire.name,
          // The copy the vendor answers, whatever becomes of the template.
          sections: JSON.stringify(
            typeof questionnaire.sections === 'string'
              ? JSON.parse(questionnaire.sections)
              : questionnaire.sections,
          ),
          token_hash: hash,
          expires_at: sql<Date>`now() + make_interval(days => ${input.expiresInDays})`,
          created_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('vendors')
        .set({ status: 'invited', updated_at: sql<Date>`now()` })
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      await logVendorActivity(trx, actor, {
        entityType: 'vendor',
        entityId: id,
        action: 'invite',
        before: { vendorName: vendor.vendor_name, status: vendor.status },
        after: {
          vendorName: vendor.vendor_name,
          status: 'invited',
          questionnaire: questionnaire.name,
          version: questionnaire.version,
          revokedLinks: revoked.length,
        },
      });
      return row.id;
    });
    const row = await findInvitation(ctx.db, actor, id, invitationId);
    reply.code(201);
    return { type: 'success' as const, invitation: toInvitation(row), link: linkOf(ctx, token) };
  });

  app.get(base, vendorAccess(P.vendorView), async (request) => {
    const { actor, id } = vendorTarget(request);
    await requireVendor(ctx.db, actor, id);
    const rows = await selectInvitations(ctx.db, actor.companyId, id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { type: 'success' as const, invitations: rows.map(toInvitation) };
  });

  app.get(`${base}/:invitationId`, vendorAccess(P.vendorView), async (request) => {
    const { actor, vendorId, invitationId } = target(request);
    const row = await findInvitation(ctx.db, actor, vendorId, invitationId);
    return {
      type: 'success' as const,
      invitation: { ...toInvitation(row), sections: sectionsOf(row) },
    };
  });

  app.post(`${base}/:invitationId/revoke`, send, async (request) => {
    const { actor, vendorId, invitationId } = target(request);
    await ctx.db.transaction().execute(async (trx) => {
      const vendor = await requireVendor(trx, actor, vendorId);
      const row = await findInvitation(trx, actor, vendorId, invitationId, true);
      if (row.revoked_at) throw conflict('This link is already revoked');
      await trx
        .updateTable('vendor_invitations')
        .set({ revoked_at: sql<Date>`now()` })
        .where('company_id', '=', actor.companyId)
        .where('id', '=', invitationId)
        .execute();
      await logVendorActivity(trx, actor, {
        entityType: 'vendor',
        entityId: vendorId,
        action: 'revoke',
        before: { vendorName: vendor.vendor_name, link: stateOf(row) },
        after: { vendorName: vendor.vendor_name, link: 'revoked' },
      });
    });
    const row = await findInvitation(ctx.db, actor, vendorId, invitationId);
    return { type: 'success' as const, invitation: toInvitation(row) };
  });

  app.post(`${base}/:invitationId/resend`, send, async (request) => {
    const { actor, vendorId, invitationId } = target(request);
    const input = parseInput(resendInputSchema, request.body ?? {}, 'body');
    const { token, hash } = newLinkToken();
    await ctx.db.transaction().execute(async (trx) => {
      const vendor = await requireVendor(trx, actor, vendorId);
      const row = await findInvitation(trx, actor, vendorId, invitationId, true);
      if (row.revoked_at) throw conflict('This link is revoked: send the questionnaire again');
      if (row.submitted_at)
        throw conflict('The vendor has sent its answers: this link is no longer needed');
      if (row.send_count >= MAX_SENDS)
        throw conflict(
          `This link was sent ${MAX_SENDS} times: revoke it and send the questionnaire again`,
        );
      const wait = new Date(row.last_sent_at).getTime() + RESEND_GAP_MS - Date.now();
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new HttpError(
          429,
          `This link was sent a moment ago. Send it again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
          undefined,
          { 'retry-after': String(seconds) },
        );
      }
      // A new token: the address sent before stops working.
      await trx
        .updateTable('vendor_invitations')
        .set({
          token_hash: hash,
          expires_at: sql<Date>`now() + make_interval(days => ${input.expiresInDays})`,
          send_count: sql<number>`send_count + 1`,
          last_sent_at: sql<Date>`now()`,
        })
        .where('company_id', '=', actor.companyId)
        .where('id', '=', invitationId)
        .execute();
      await logVendorActivity(trx, actor, {
        entityType: 'vendor',
        entityId: vendorId,
        action: 'resend',
        before: { vendorName: vendor.vendor_name, sends: row.send_count },
        after: { vendorName: vendor.vendor_name, sends: row.send_count + 1 },
      });
    });
    const row = await findInvitation(ctx.db, actor, vendorId, invitationId);
    return { type: 'success' as const, invitation: toInvitation(row), link: linkOf(ctx, token) };
  });
}
