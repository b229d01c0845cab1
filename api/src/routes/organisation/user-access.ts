/**
 * Who may sign in (admin setup, create):
 * - POST /api/company/invitations/:id/revoke: a pending invitation's link stops working and
 *   answers 410 LINK_REVOKED from then on; an accepted, expired or revoked one answers 409.
 * - POST /api/company/users/:id/deactivate: the user can no longer sign in (403
 *   ACCOUNT_DEACTIVATED once their password is right) and every session of theirs ends at
 *   once (the guard reads only live sessions of active users; the session cache is dropped
 *   with the commit). Never the caller, never the company's last active administrator
 *   (a role with admin setup view and create).
 * - POST /api/company/users/:id/reactivate: they may sign in again (their old sessions stay
 *   ended).
 * Each write is one transaction with its activity row; a second identical request answers 409.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  isAllowed,
  ORG_PERMISSIONS as P,
  type OkResponse,
  type Policies,
} from '@itam/shared/contracts';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import { recordOrgActivity } from '../../services/org-activity';
import { conflict, orgAccess, orgTarget, type OrgActor } from './helpers';

/** A role that runs the company's admin setup: it may see and change roles and users. */
export const administers = (policies: Policies | null): boolean =>
  isAllowed(policies ?? {}, P.adminView) && isAllowed(policies ?? {}, P.adminCreate);

async function revokeInvitation(trx: Transaction<DB>, actor: OrgActor, id: string) {
  const row = await trx
    .selectFrom('invitations')
    .select(['email', 'accepted_at', 'revoked_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('company_id', '=', actor.companyId)
    .where('purpose', '=', 'invitation')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Invitation not found');
  if (row.revoked_at) throw conflict('This invitation was revoked already');
  if (row.accepted_at) throw conflict('This invitation was accepted already');
  if (row.expired) throw conflict('This invitation has expired already');
  await trx
    .updateTable('invitations')
    .set({ revoked_at: sql<Date>`now()` as unknown as Date })
    .where('id', '=', id)
    .execute();
  await recordOrgActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'invitation',
    entityId: id,
    action: 'revoke',
    before: { email: row.email },
  });
}

/** The company's users with their role, the company row locked: one change of who signs in at a time. */
async function lockedUsers(trx: Transaction<DB>, companyId: string) {
  await trx
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  return trx
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.email', 'u.active', 'r.policies'])
    .where('u.company_id', '=', companyId)
    .execute();
}

async function setActive(
  db: Kysely<DB>,
  actor: OrgActor,
  id: string,
  active: boolean,
): Promise<void> {
  if (!active && id === actor.userId) throw conflict('You cannot deactivate yourself');
  await db.transaction().execute(async (trx) => {
    const users = await lockedUsers(trx, actor.companyId);
    const user = users.find((u) => u.id === id);
    if (!user) throw notFound('User not found');
    if (user.active === active)
      throw conflict(active ? 'This user is active already' : 'This user is deactivated already');
    if (!active && administers(user.policies)) {
      const othersLeft = users.some((u) => u.id !== id && u.active && administers(u.policies));
      if (!othersLeft)
        throw conflict("This is your company's last active administrator: keep them active");
    }
    await trx
      .updateTable('users')
      .set({ active })
      .where('company_id', '=', actor.companyId)
      .where('id', '=', id)
      .execute();
    if (!active)
      await trx
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()` as unknown as Date })
        .where('user_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    await recordOrgActivity(trx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'user',
      entityId: id,
      action: active ? 'reactivate' : 'deactivate',
      before: { email: user.email, active: user.active },
      after: { email: user.email, active },
    });
  });
}

export function registerUserAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/company/invitations/:id/revoke',
    orgAccess(P.adminCreate),
    async (request): Promise<OkResponse> => {
      const { actor, id } = orgTarget(request);
      await ctx.db.transaction().execute((trx) => revokeInvitation(trx, actor, id));
      return { type: 'success' };
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/api/company/users/:id/${action}`,
      orgAccess(P.adminCreate),
      async (request): Promise<OkResponse> => {
        const { actor, id } = orgTarget(request);
        await setActive(ctx.db, actor, id, active);
        // The database announces the change too; dropping it here does not depend on that.
        ctx.sessions.invalidateCompany(actor.companyId);
        return { type: 'success' };
      },
    );
  }
}
