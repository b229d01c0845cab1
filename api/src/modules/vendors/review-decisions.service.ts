/**
 * The outcome of a review round: approving records a certificate with its expiry (a year
 * on unless the reviewer names a day within 5 years), rejecting ends it and any earlier
 * certificate. Both store the score and need every answer of the round decided first.
 */
import type { Review } from '@itam/shared/contracts/vendors';
import { badField, conflict } from '../../platform/http-errors';
import { logVendorActivity, type Member, type Ctx } from './activity.queries';
import { approveVendorRow, certificateWindow, rejectVendorRow } from './reviews.queries';
import { answersOf, assertUndecided, current, reviewOf, scoreOf } from './reviews.service';

export async function approveVendor(
  { db }: Ctx,
  member: Member,
  id: string,
  certificateExpiresOn: string | undefined,
): Promise<Review> {
  await db.transaction().execute(async (trx) => {
    const now = await current(trx, member, id, true);
    assertUndecided(now);
    const rows = await answersOf(trx, member, now.invitationId);
    const open = rows.filter(
      (r) => r.round === now.round && r.verdict !== 'accepted' && r.verdict !== 'rejected',
    );
    if (open.some((r) => r.verdict === 'flagged'))
      throw conflict('Some answers are flagged: send them back, or accept or reject them first');
    if (open.length) throw conflict(`Review every answer first (${open.length} left)`);
    const { ok, expires } = await certificateWindow(trx, certificateExpiresOn ?? null);
    if (!ok) throw badField('certificateExpiresOn', 'Choose a day after today, within 5 years');
    const score = scoreOf(now.sections, rows);
    await approveVendorRow(trx, member.companyId, id, { score: score.score, expires });
    await logVendorActivity(trx, member, {
      entityType: 'vendor',
      entityId: id,
      action: 'approve',
      before: { vendorName: now.vendorName, status: now.status },
      after: {
        vendorName: now.vendorName,
        status: 'approved',
        score: score.score,
        certificateExpiresOn: expires,
      },
    });
  });
  return reviewOf({ db }, member, id);
}

export async function rejectVendor(
  { db }: Ctx,
  member: Member,
  id: string,
  comment: string | null,
): Promise<Review> {
  await db.transaction().execute(async (trx) => {
    const now = await current(trx, member, id, true);
    assertUndecided(now);
    const score = scoreOf(now.sections, await answersOf(trx, member, now.invitationId));
    // A rejection ends the certificate of an earlier approval: nothing stands any more.
    await rejectVendorRow(trx, member.companyId, id, score.score);
    await logVendorActivity(trx, member, {
      entityType: 'vendor',
      entityId: id,
      action: 'reject',
      before: {
        vendorName: now.vendorName,
        status: now.status,
        certificateExpiresOn: now.certificateExpiresOn,
      },
      after: {
        vendorName: now.vendorName,
        status: 'rejected',
        score: score.score,
        comment,
        certificateExpiresOn: null,
      },
    });
  });
  return reviewOf({ db }, member, id);
}
