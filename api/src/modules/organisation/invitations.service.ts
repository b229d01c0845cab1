/**
 * One-time invitations: a link shown once (only the SHA-256 of its token is stored) that
 * works until it is used, revoked or expires (INVITATION_TTL_DAYS). The invitee opens the
 * link (a public page), sets a password and is signed in.
 */
import type { Kysely } from 'kysely';
import { INVITATION_REVOKED } from '@itam/shared/contracts';
import type { invitationInputSchema } from '@itam/shared/contracts/organisation';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import type { DB } from '../../db/schema';
import { badField, conflict, HttpError } from '../../platform/http-errors';
import { newLinkToken } from '../../services/one-time-links';
import { recordOrgActivity } from './activity.queries';
import type { OrgActor } from './access';
import {
  acceptAsUser,
  companyHasRole,
  emailTaken,
  insertInvitation,
  liveInvitation,
  oneInvitation,
  wasRevoked,
} from './invitations.queries';

const INVALID_INVITATION = 'This invitation link is not valid: it was used already or has expired';
const REVOKED_INVITATION = 'This invitation was revoked by your company’s administrator';
const EMAIL_TAKEN = 'Someone already signs in with this email';

type InvitationInput = z.infer<typeof invitationInputSchema>;

/** Why a token opens no invitation: 410 LINK_REVOKED for one an administrator revoked, else 404. */
async function invalidInvitation(db: Kysely<DB>, token: string): Promise<HttpError> {
  return (await wasRevoked(db, token))
    ? new HttpError(410, REVOKED_INVITATION, undefined, {}, INVITATION_REVOKED)
    : new HttpError(404, INVALID_INVITATION);
}

/** Invites someone; the invitation and its token (the link is shown once). */
export async function invite(db: Kysely<DB>, actor: OrgActor, input: InvitationInput) {
  if (await emailTaken(db, input.email)) throw badField('email', EMAIL_TAKEN);
  if (!(await companyHasRole(db, actor.companyId, input.roleId)))
    throw badField('roleId', 'Not found in your company');
  const { token, hash } = newLinkToken();
  const id = await db.transaction().execute(async (trx) => {
    const invitationId = await insertInvitation(trx, {
      companyId: actor.companyId,
      invitedBy: actor.userId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      roleId: input.roleId,
      tokenHash: hash,
    });
    await recordOrgActivity(trx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'invitation',
      entityId: invitationId,
      action: 'invite',
      after: { email: input.email, roleId: input.roleId },
    });
    return invitationId;
  });
  return { invitation: await oneInvitation(db, actor.companyId, id), token };
}

/** Whose a working link is: the invitee's email and first name, and their company's name. */
export async function lookUpInvitation(db: Kysely<DB>, token: string) {
  const found = await liveInvitation(db, token);
  if (!found) throw await invalidInvitation(db, token);
  return { email: found.email, firstName: found.first_name, companyName: found.company_name };
}

/** Accepts the invitation with the invitee's password: their new user and company. */
export async function acceptInvitation(db: Kysely<DB>, token: string, password: string) {
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const invitation = await liveInvitation(trx, token, true);
    if (!invitation) throw await invalidInvitation(trx, token);
    if (await emailTaken(trx, invitation.email)) throw conflict(EMAIL_TAKEN);
    const userId = await acceptAsUser(trx, invitation, hash);
    await recordOrgActivity(trx, {
      companyId: invitation.company_id,
      actorUserId: userId,
      entityType: 'invitation',
      entityId: invitation.id,
      action: 'invite-accept',
      after: { email: invitation.email },
    });
    return { id: userId, companyId: invitation.company_id };
  });
}
