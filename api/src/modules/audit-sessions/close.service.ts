/**
 * Closing an audit session, once (409 after): found, missing and unexpected are taken
 * from the scans not undone; on `confirmMoves` the unexpected assets' location becomes the
 * session's branch through the asset lifecycle (moveAssets, with its activity rows); every
 * missing asset gets a follow-up; every scanned asset gets an audit row (so its last audit
 * is this one: dated the company's today, by whoever scanned it last, the condition that
 * scan gave or good) with its `audit.create` activity. Set-based: a few statements
 * whatever the session's size.
 */
import { sql, type Kysely } from 'kysely';
import type { AuditCondition } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { recordActivities } from '../../services/activity';
import { lockAssetRows } from '../assets/detail.queries';
import { moveAssets } from '../assets/assignments.service';
import type { Actor } from '../assets/lifecycle.service';
import { conflict } from '../../platform/http-errors';
import { loadSession } from './sessions.queries';

export const SESSION_CLOSED_ALREADY = 'The audit session is closed already';

export interface CloseOutcome {
  found: number;
  missing: number;
  unexpected: number;
  moved: string[];
}

export async function closeSession(
  trx: Kysely<DB>,
  actor: Actor,
  sessionId: string,
  confirmMoves: boolean,
): Promise<CloseOutcome> {
  const session = await loadSession(trx, actor.companyId, sessionId, 'update');
  if (session.status !== 'open') throw conflict(SESSION_CLOSED_ALREADY, { field: 'status' });
  const scanned = await sql<{
    asset_id: string;
    result: 'found' | 'unexpected';
  }>`select distinct sc.asset_id, sc.result from audit_scans sc
    where sc.session_id = ${sessionId} and sc.undone_at is null and sc.asset_id is not null`.execute(
    trx,
  );
  const found = scanned.rows.filter((r) => r.result === 'found').length;
  const unexpectedIds = scanned.rows
    .filter((r) => r.result === 'unexpected')
    .map((r) => r.asset_id);

  let moved: string[] = [];
  if (confirmMoves && unexpectedIds.length) {
    const rows = await lockAssetRows(trx, actor.companyId, unexpectedIds);
    moved = await moveAssets(trx, actor, rows, session.branch_id);
  }

  const missing = await sql<{ asset_id: string }>`insert into audit_follow_ups
      (company_id, session_id, asset_id)
    select i.company_id, i.session_id, i.asset_id from audit_session_items i
    where i.session_id = ${sessionId} and not exists (select 1 from audit_scans sc
      where sc.session_id = i.session_id and sc.asset_id = i.asset_id and sc.undone_at is null)
    returning asset_id`.execute(trx);

  const where = session.area ? `${session.area}, ` : '';
  const audits = await sql<{
    id: string;
    asset_id: string;
    audit_date: string;
    auditor_name: string;
    condition: AuditCondition;
    notes: string;
  }>`insert into asset_audits
      (company_id, asset_id, audit_date, auditor_name, office_id, condition, notes, created_by)
    select distinct on (sc.asset_id) sc.company_id, sc.asset_id,
      (now() at time zone c.time_zone)::date,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), 'Auditor'),
      s.branch_id, coalesce(sc.condition, 'good'),
      ${`Audit session: ${where}`} || b.name || coalesce(' - ' || sc.note, ''), sc.scanned_by
    from audit_scans sc
    join audit_sessions s on s.id = sc.session_id
    join companies c on c.id = sc.company_id
    join branches b on b.id = s.branch_id
    left join users u on u.id = sc.scanned_by
    where sc.session_id = ${sessionId} and sc.undone_at is null and sc.asset_id is not null
    order by sc.asset_id, sc.scanned_at desc, sc.id desc
    returning id, asset_id, to_char(audit_date, 'YYYY-MM-DD') as audit_date, auditor_name,
      condition, notes`.execute(trx);
  await recordActivities(
    trx,
    audits.rows.map((a) => ({
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityId: a.asset_id,
      action: 'audit.create' as const,
      before: null,
      after: {
        auditId: a.id,
        date: a.audit_date,
        auditorName: a.auditor_name,
        officeId: session.branch_id,
        condition: a.condition,
        notes: a.notes,
        auditSessionId: sessionId,
      },
    })),
  );

  await trx
    .updateTable('audit_sessions')
    .set({
      status: 'closed',
      closed_by: actor.userId,
      closed_at: new Date(),
      found_count: found,
      missing_count: missing.rows.length,
      unexpected_count: unexpectedIds.length,
      moves_confirmed: confirmMoves,
    })
    .where('company_id', '=', actor.companyId)
    .where('id', '=', sessionId)
    .execute();
  return { found, missing: missing.rows.length, unexpected: unexpectedIds.length, moved };
}
