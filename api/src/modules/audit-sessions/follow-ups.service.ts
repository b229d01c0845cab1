/**
 * Resolving a closed audit's follow-up (an expected asset that was not found), once (409
 * after): `found` (it turned up) only closes it; `lost` writes the asset off, its state set
 * to LOST through the asset lifecycle (changeStates: the transition table, a reservation's
 * refusal, its assignment ended, its `state-change` activity), unless it is LOST already.
 * Who resolved it and when are kept on the follow-up.
 */
import { sql, type Kysely } from 'kysely';
import type { AuditFollowUpResolution } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../platform/http-errors';
import { lockAssetRows } from '../assets/detail.queries';
import { changeStates, type Actor } from '../assets/lifecycle.service';

export const FOLLOW_UP_NOT_FOUND = 'Follow-up not found';
export const FOLLOW_UP_RESOLVED = 'The follow-up is resolved already';

interface FollowUpRow {
  id: string;
  asset_id: string;
  status: 'open' | 'resolved';
  /** The company's today, the date of the write-off. */
  today: string;
  branch_name: string;
  opened_on: string;
}

/** Resolves the session's follow-up in the caller's transaction (404 for another company's). */
export async function resolveFollowUp(
  trx: Kysely<DB>,
  actor: Actor,
  sessionId: string,
  followUpId: string,
  resolution: AuditFollowUpResolution,
): Promise<void> {
  const found = await sql<FollowUpRow>`select f.id, f.asset_id, f.status,
      to_char((now() at time zone c.time_zone)::date, 'YYYY-MM-DD') as today,
      b.name as branch_name, to_char((s.opened_at at time zone c.time_zone)::date, 'YYYY-MM-DD') as opened_on
    from audit_follow_ups f
    join audit_sessions s on s.id = f.session_id
    join branches b on b.id = s.branch_id
    join companies c on c.id = f.company_id
    where f.company_id = ${actor.companyId} and f.session_id = ${sessionId} and f.id = ${followUpId}
    for update of f`.execute(trx);
  const row = found.rows[0];
  if (!row) throw notFound(FOLLOW_UP_NOT_FOUND);
  if (row.status !== 'open') throw conflict(FOLLOW_UP_RESOLVED, { field: 'status' });
  if (resolution === 'lost') {
    const assets = await lockAssetRows(trx, actor.companyId, [row.asset_id]);
    const movable = assets.filter((a) => a.state !== 'LOST');
    if (movable.length) {
      const refused = await changeStates(trx, actor, movable, {
        to: 'LOST',
        date: row.today,
        note: `Not found in the audit of ${row.branch_name} of ${row.opened_on}`,
      });
      const refusal = refused.get(row.asset_id);
      if (refusal) throw refusal;
    }
  }
  await trx
    .updateTable('audit_follow_ups')
    .set({
      status: 'resolved',
      resolution,
      resolved_by: actor.userId,
      resolved_at: new Date(),
    })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', row.id)
    .execute();
}
