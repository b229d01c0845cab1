/** The SQL of one-time invitations: the company's list, a link's live invitation, accepting. */
import { sql, type Kysely } from 'kysely';
import { INVITATION_TTL_DAYS, type Invitation } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { isoOf } from '../../platform/wire';
import { hashLinkToken } from '../../services/one-time-links';

function toInvitation(r: {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role_id: string;
  role_name: string;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}): Invitation {
  return {
    _id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    role: { _id: r.role_id, roleName: r.role_name },
    createdAt: isoOf(r.created_at),
    expiresAt: isoOf(r.expires_at),
    acceptedAt: r.accepted_at ? isoOf(r.accepted_at) : null,
    revokedAt: r.revoked_at ? isoOf(r.revoked_at) : null,
  };
}

function selectInvitations(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('roles as r', 'r.id', 'i.role_id')
    .select([
      'i.id',
      'i.email',
      'i.first_name',
      'i.last_name',
      'r.id as role_id',
      'r.role_name',
      'i.created_at',
      'i.expires_at',
      'i.accepted_at',
      'i.revoked_at',
    ])
    .where('i.company_id', '=', companyId)
    .where('i.purpose', '=', 'invitation');
}

/** The company's newest 200 invitations. */
export async function listInvitations(db: Kysely<DB>, companyId: string): Promise<Invitation[]> {
  const rows = await selectInvitations(db, companyId)
    .orderBy('i.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map(toInvitation);
}

export async function oneInvitation(db: Kysely<DB>, companyId: string, id: string) {
  const row = await selectInvitations(db, companyId)
    .where('i.id', '=', id)
    .executeTakeFirstOrThrow();
  return toInvitation(row);
}

/** Whether anyone signs in with the email (any company). */
export async function emailTaken(db: Kysely<DB>, email: string): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  return taken !== undefined;
}

export async function companyHasRole(db: Kysely<DB>, companyId: string, id: string) {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return role !== undefined;
}

export interface NewInvitation {
  companyId: string;
  invitedBy: string;
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
  tokenHash: string;
}

export async function insertInvitation(trx: Kysely<DB>, n: NewInvitation): Promise<string> {
  const row = await trx
    .insertInto('invitations')
    .values({
      company_id: n.companyId,
      email: n.email,
      first_name: n.firstName,
      last_name: n.lastName,
      role_id: n.roleId,
      token_hash: n.tokenHash,
      invited_by: n.invitedBy,
      expires_at:
        sql<Date>`now() + make_interval(days => ${INVITATION_TTL_DAYS})` as unknown as Date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The live invitation of a token (not used, not expired; never a password reset), or undefined. */
export function liveInvitation(db: Kysely<DB>, token: string, lock = false) {
  let query = db
    .selectFrom('invitations as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .innerJoin('roles as r', 'r.id', 'i.role_id')
    .select([
      'i.id',
      'i.company_id',
      'i.email',
      'i.first_name',
      'i.last_name',
      'r.id as role_id',
      'c.name as company_name',
    ])
    .where('i.purpose', '=', 'invitation')
    .where('i.token_hash', '=', hashLinkToken(token))
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', sql<Date>`now()`);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type LiveInvitation = NonNullable<Awaited<ReturnType<typeof liveInvitation>>>;

/** Whether the token is an invitation's an administrator revoked. */
export async function wasRevoked(db: Kysely<DB>, token: string): Promise<boolean> {
  const revoked = await db
    .selectFrom('invitations')
    .select('id')
    .where('purpose', '=', 'invitation')
    .where('token_hash', '=', hashLinkToken(token))
    .where('revoked_at', 'is not', null)
    .executeTakeFirst();
  return revoked !== undefined;
}

/** Creates the invitee's user and marks the invitation accepted; the user's id. */
export async function acceptAsUser(
  trx: Kysely<DB>,
  invitation: LiveInvitation,
  passwordHash: string,
): Promise<string> {
  const created = await trx
    .insertInto('users')
    .values({
      company_id: invitation.company_id,
      first_name: invitation.first_name,
      last_name: invitation.last_name,
      email: invitation.email,
      password_hash: passwordHash,
      role_id: invitation.role_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('invitations')
    .set({ accepted_at: sql<Date>`now()`, user_id: created.id })
    .where('id', '=', invitation.id)
    .execute();
  return created.id;
}

/** How long an accepted, revoked or expired invitation stays in the administrators' list. */
export const SETTLED_INVITATION_KEEP_DAYS = 30;

/**
 * Invitations settled (accepted, revoked or expired) longer ago than the list keeps them
 * (the sweep job): their links open nothing. The number deleted.
 */
export async function deleteSettledInvitations(db: Kysely<DB>): Promise<number> {
  const before = sql<Date>`now() - make_interval(days => ${SETTLED_INVITATION_KEEP_DAYS})`;
  const result = await db
    .deleteFrom('invitations')
    .where('purpose', '=', 'invitation')
    .where((eb) =>
      eb.or([
        eb('accepted_at', '<', before),
        eb('revoked_at', '<', before),
        eb('expires_at', '<', before),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
