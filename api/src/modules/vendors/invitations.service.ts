/**
 * Sending a questionnaire to a vendor (`on_vendor.vendor` create or edit): the
 * questionnaire's sections are copied into the invitation as they are now, so later edits
 * of the template never change what the vendor answers; the vendor's link carries a random
 * token of which only the SHA-256 is stored (services/one-time-links.ts), expiring after
 * 14 days by default, revocable, and resent at most every few minutes and a few times.
 * Sending a new one revokes the vendor's earlier open links: one link per vendor.
 */
import type { Kysely } from 'kysely';
import type { Invitation, SentInvitation } from '@itam/shared/contracts/vendors';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { badField, conflict, HttpError, notFound } from '../../platform/http-errors';
import { newLinkToken } from '../../services/one-time-links';
import { logVendorActivity, type Member, type Ctx } from './activity.queries';
import {
  insertInvitation,
  invitationRow,
  invitationRows,
  invitationSections,
  questionnaireToSend,
  renewLink,
  revokeLink,
  revokeOpenLinks,
  setVendorStatus,
  stateOf,
  toInvitation,
  vendorHead,
  type InvitationRow,
} from './invitations.queries';
import type { QuestionnaireSections } from './questionnaires.queries';
import { VENDOR_NOT_FOUND } from './vendors.service';

export const INVITATION_NOT_FOUND = 'Invitation not found';
/** The shortest time between two sends of one link, and the most sends of one. */
export const RESEND_GAP_MS = 5 * 60_000;
export const MAX_SENDS = 5;

/** The link's target: the caller, the vendor and the invitation. */
export interface LinkTarget {
  member: Member;
  vendorId: string;
  invitationId: string;
}

async function requireVendor(db: Kysely<DB>, member: Member, id: string, lock = false) {
  const row = await vendorHead(db, member.companyId, id, lock);
  if (!row) throw notFound(VENDOR_NOT_FOUND);
  return row;
}

async function findInvitation(db: Kysely<DB>, t: LinkTarget, lock = false) {
  const row = await invitationRow(db, t.member.companyId, t.vendorId, t.invitationId, lock);
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return row;
}

/** The vendor's page of a link: the API hands out addresses relative to PUBLIC_URL. */
const linkOf = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl ?? ''}/vendor-response/${token}`;

export async function sendInvitation(
  ctx: AppContext,
  member: Member,
  vendorId: string,
  input: { questionnaireId: string; expiresInDays: number },
): Promise<SentInvitation> {
  const { token, hash } = newLinkToken();
  const { companyId } = member;
  const invitationId = await ctx.db.transaction().execute(async (trx) => {
    const vendor = await requireVendor(trx, member, vendorId, true);
    const questionnaire = await questionnaireToSend(trx, companyId, input.questionnaireId);
    if (!questionnaire)
      throw badField('questionnaireId', 'No questionnaire of your company has this id');
    const revoked = await revokeOpenLinks(trx, companyId, vendorId);
    const link = { ...member, vendorId, hash, days: input.expiresInDays };
    const id = await insertInvitation(trx, link, questionnaire);
    await setVendorStatus(trx, companyId, vendorId, 'invited');
    await logVendorActivity(trx, member, {
      entityType: 'vendor',
      entityId: vendorId,
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
    return id;
  });
  const row = await findInvitation(ctx.db, { member, vendorId, invitationId });
  return { invitation: toInvitation(row), link: linkOf(ctx, token) };
}

export async function listInvitations(
  { db }: Ctx,
  member: Member,
  vendorId: string,
): Promise<Invitation[]> {
  await requireVendor(db, member, vendorId);
  return (await invitationRows(db, member.companyId, vendorId)).map(toInvitation);
}

export async function invitationWithCopy(
  { db }: Ctx,
  t: LinkTarget,
): Promise<Invitation & { sections: QuestionnaireSections }> {
  const row = await findInvitation(db, t);
  return { ...toInvitation(row), sections: invitationSections(row) };
}

export async function revokeInvitation({ db }: Ctx, t: LinkTarget): Promise<Invitation> {
  await db.transaction().execute(async (trx) => {
    const vendor = await requireVendor(trx, t.member, t.vendorId);
    const row = await findInvitation(trx, t, true);
    if (row.revoked_at) throw conflict('This link is already revoked');
    await revokeLink(trx, t.member.companyId, t.invitationId);
    await logVendorActivity(trx, t.member, {
      entityType: 'vendor',
      entityId: t.vendorId,
      action: 'revoke',
      before: { vendorName: vendor.vendor_name, link: stateOf(row) },
      after: { vendorName: vendor.vendor_name, link: 'revoked' },
    });
  });
  return toInvitation(await findInvitation(db, t));
}

/** Why a link may not be sent again now (409, or 429 with the wait). */
function assertResendable(row: InvitationRow): void {
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
}

export async function resendInvitation(
  ctx: AppContext,
  t: LinkTarget,
  input: { expiresInDays: number },
): Promise<SentInvitation> {
  const { token, hash } = newLinkToken();
  await ctx.db.transaction().execute(async (trx) => {
    const vendor = await requireVendor(trx, t.member, t.vendorId);
    const row = await findInvitation(trx, t, true);
    assertResendable(row);
    await renewLink(trx, t.member.companyId, t.invitationId, {
      hash,
      days: input.expiresInDays,
    });
    await logVendorActivity(trx, t.member, {
      entityType: 'vendor',
      entityId: t.vendorId,
      action: 'resend',
      before: { vendorName: vendor.vendor_name, sends: row.send_count },
      after: { vendorName: vendor.vendor_name, sends: row.send_count + 1 },
    });
  });
  const row = await findInvitation(ctx.db, t);
  return { invitation: toInvitation(row), link: linkOf(ctx, token) };
}
