/**
 * Who may sign in (admin setup, create): a pending invitation's link stops working (410
 * LINK_REVOKED from then on; an accepted, expired or revoked one answers 409); a user is
 * deactivated (403 ACCOUNT_DEACTIVATED once their password is right, every session of
 * theirs ended at once) or reactivated (their old sessions stay ended). Never the caller,
 * never the company's last active administrator (a role with admin setup view and create).
 * Each write is one transaction with its activity row; a second identical request answers 409.
 */
import type { Kysely } from 'kysely';
import { isAllowed, type Policies } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../platform/http-errors';
import { recordOrgActivity } from './activity.queries';
import { P, type OrgActor } from './access';
import { lockedUsers, lockInvitation, markRevoked, setUserActive } from './user-access.queries';

/** A role that runs the company's admin setup: it may see and change roles and users. */
export const administers = (policies: Policies | null): boolean =>
  isAllowed(policies ?? {}, P.adminView) && isAllowed(policies ?? {}, P.adminCreate);

export async function revokeInvitation(db: Kysely<DB>, actor: OrgActor, id: string) {
  await db.transaction().execute(async (trx) => {
    const row = await lockInvitation(trx, actor.companyId, id);
    if (!row) throw notFound('Invitation not found');
    if (row.revoked_at) throw conflict('This invitation was revoked already');
    if (row.accepted_at) throw conflict('This invitation was accepted already');
    if (row.expired) throw conflict('This invitation has expired already');
    await markRevoked(trx, id);
    await recordOrgActivity(trx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'invitation',
      entityId: id,
      action: 'revoke',
      before: { email: row.email },
    });
  });
}

export async function setActive(
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
    await setUserActive(trx, actor.companyId, id, active);
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
