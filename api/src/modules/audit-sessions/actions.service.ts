/**
 * The user actions on an audit session, each in one transaction, answered with what the
 * screen shows next (the session as it now is). The routes call only these and the reads.
 */
import type { Kysely } from 'kysely';
import type { AuditFollowUpResolution } from '@itam/shared/contracts/audit-sessions';
import type { DB } from '../../db/schema';
import { can, type Caller } from '../../platform/access';
import { HttpError } from '../../platform/http-errors';
import type { Actor } from '../assets/lifecycle.service';
import { P } from './access';
import { closeSession } from './close.service';
import { resolveFollowUp } from './follow-ups.service';
import { reportCsv, reportPdf } from './report.service';
import { recordScans, undoScan } from './scans.service';
import { sessionCounts, sessionDetail } from './sessions.queries';
import { startSession } from './sessions.service';
import { companyPrintStyle } from './report.queries';

type StartInput = Parameters<typeof startSession>[2];
type ScanInputs = Parameters<typeof recordScans>[3];

/** 403 naming the field whose value needs asset edit as well. */
function needsAssetEdit(caller: Caller, field: string, message: string): void {
  if (!can(caller, P.assetEdit)) throw new HttpError(403, message, [{ field, message }]);
}

export async function start(db: Kysely<DB>, actor: Actor, input: StartInput) {
  const id = await db.transaction().execute((trx) => startSession(trx, actor, input));
  return { type: 'success' as const, session: await sessionDetail(db, actor.companyId, id) };
}

export async function addScans(db: Kysely<DB>, actor: Actor, id: string, scans: ScanInputs) {
  const results = await db.transaction().execute((trx) => recordScans(trx, actor, id, scans));
  return {
    type: 'success' as const,
    results,
    counts: await sessionCounts(db, actor.companyId, id),
  };
}

export async function undo(db: Kysely<DB>, actor: Actor, id: string, clientScanId: string) {
  await db.transaction().execute((trx) => undoScan(trx, actor, id, clientScanId));
  return { type: 'success' as const, session: await sessionDetail(db, actor.companyId, id) };
}

export async function close(db: Kysely<DB>, caller: Caller, id: string, confirmMoves: boolean) {
  if (confirmMoves)
    needsAssetEdit(caller, 'confirmMoves', 'Moving assets needs permission to edit assets');
  await db.transaction().execute((trx) => closeSession(trx, caller, id, confirmMoves));
  return { type: 'success' as const, session: await sessionDetail(db, caller.companyId, id) };
}

export async function resolve(
  db: Kysely<DB>,
  caller: Caller,
  ids: { id: string; followUpId: string },
  resolution: AuditFollowUpResolution,
) {
  if (resolution === 'lost')
    needsAssetEdit(caller, 'resolution', 'Writing an asset off needs permission to edit assets');
  await db
    .transaction()
    .execute((trx) => resolveFollowUp(trx, caller, ids.id, ids.followUpId, resolution));
  return { type: 'success' as const, session: await sessionDetail(db, caller.companyId, ids.id) };
}

/** The session's report as a file: its name, type and bytes. */
export async function report(db: Kysely<DB>, companyId: string, id: string, format: 'csv' | 'pdf') {
  const session = await sessionDetail(db, companyId, id);
  const branch = session.branch.branchId.replace(/[^A-Za-z0-9_-]/g, '');
  const name = `audit-${branch}-${session.openedAt.slice(0, 10)}.${format}`;
  if (format === 'csv')
    return { name, contentType: 'text/csv; charset=utf-8', body: reportCsv(session) };
  const company = await companyPrintStyle(db, companyId);
  const pdf = await reportPdf(session, company.name, company.style);
  return { name, contentType: 'application/pdf', body: Buffer.from(pdf) };
}
