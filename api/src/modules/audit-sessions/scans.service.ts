/**
 * Scans of an audit session: a code (a bare tag or a tag link) resolves to an asset of the
 * caller's company only (another company's tag is as unknown as a tag nobody has); a batch
 * is stored in one statement keyed by the device's scan id, so a scan sent twice (a retry
 * after a lost answer, a replay from the offline queue) is stored and counted once, and the
 * answer says which were duplicates; an expected asset the register has elsewhere now is
 * reported as a conflict. Undo marks a scan; it stays in the record.
 */
import { sql, type Kysely } from 'kysely';
import {
  tagKey,
  tagOfCode,
  type AuditAssetRef,
  type AuditScanInput,
  type AuditScanOutcome,
  type AuditScanResult,
} from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { badField, conflict, notFound } from '../../platform/http-errors';
import type { Actor } from '../assets/lifecycle.service';
import { ASSET_REF, loadSession } from './sessions.queries';

export const SESSION_CLOSED = 'The audit session is closed';

interface TaggedAsset {
  id: string;
  tag: string;
  office_id: string | null;
  employee: { _id: string; id: string; name: string } | null;
  ref: AuditAssetRef;
}

/** The company's assets with these tags, ignoring case (a tag names one asset), by `tagKey`. */
export async function assetsByTags(
  db: Kysely<DB>,
  companyId: string,
  tags: readonly string[],
): Promise<Map<string, TaggedAsset>> {
  if (tags.length === 0) return new Map();
  const keys = [...new Set(tags.map(tagKey))];
  const result = await sql<TaggedAsset>`select a.id, a.tag, a.office_id, ${ASSET_REF} as ref,
      (select json_build_object('_id', e.id, 'id', e.code, 'name', e.name) from employees e
        where e.id = a.employee_id) as employee
    from assets a
    where a.company_id = ${companyId} and lower(a.tag) = any(${keys}::text[])`.execute(db);
  return new Map(result.rows.map((r) => [tagKey(r.tag), r]));
}

/** The asset a scanned code names (404 alike for a tag of no asset and of another company's). */
export async function resolveCode(db: Kysely<DB>, companyId: string, code: string) {
  const tag = tagOfCode(code);
  if (!tag) throw badField('code', 'The code carries no tag');
  const asset = (await assetsByTags(db, companyId, [tag])).get(tagKey(tag));
  if (!asset) throw notFound('No asset of your company has this tag');
  return { ...asset.ref, employee: asset.employee };
}

interface StoredScan {
  client_scan_id: string;
  tag: string | null;
  result: AuditScanResult;
  asset: AuditAssetRef | null;
  office_id: string | null;
}

/** Stores a batch of scans in the caller's transaction and answers each one. */
export async function recordScans(
  trx: Kysely<DB>,
  actor: Actor,
  sessionId: string,
  scans: readonly AuditScanInput[],
): Promise<AuditScanOutcome[]> {
  const session = await loadSession(trx, actor.companyId, sessionId, 'share');
  if (session.status !== 'open') throw conflict(SESSION_CLOSED, { field: 'status' });
  const tags = scans.map((s, i) => {
    const tag = tagOfCode(s.code);
    if (!tag) throw badField(`scans.${i}.code`, 'The code carries no tag');
    if (tag.length > 200) throw badField(`scans.${i}.code`, 'The tag is too long');
    return tag;
  });
  const assets = await assetsByTags(trx, actor.companyId, tags);
  const assetIds = [...assets.values()].map((a) => a.id);
  const expected = new Set(
    assetIds.length
      ? (
          await trx
            .selectFrom('audit_session_items')
            .select('asset_id')
            .where('session_id', '=', sessionId)
            .where('asset_id', 'in', assetIds)
            .execute()
        ).map((r) => r.asset_id)
      : [],
  );
  // The first of a batch's repeated ids is the scan; the rest are duplicates.
  const firsts = new Map<string, number>();
  scans.forEach((s, i) => {
    if (!firsts.has(s.clientScanId)) firsts.set(s.clientScanId, i);
  });
  const rows = [...firsts.values()].map((i) => {
    const scan = scans[i]!;
    const asset = assets.get(tagKey(tags[i]!));
    const result: AuditScanResult = !asset
      ? 'unknown'
      : expected.has(asset.id)
        ? 'found'
        : 'unexpected';
    return {
      client_scan_id: scan.clientScanId,
      code: scan.code,
      tag: tags[i]!,
      asset_id: asset?.id ?? null,
      result,
      condition: asset ? (scan.condition ?? null) : null,
      note: scan.note ?? null,
      scanned_at: scan.scannedAt,
    };
  });
  const inserted = await sql<{ client_scan_id: string }>`insert into audit_scans
      (company_id, session_id, client_scan_id, code, tag, asset_id, result, condition, note,
       scanned_by, scanned_at)
    select ${actor.companyId}::uuid, ${sessionId}::uuid, r.client_scan_id, r.code, r.tag,
      r.asset_id, r.result, r.condition, r.note, ${actor.userId}::uuid, r.scanned_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(client_scan_id text, code text,
      tag text, asset_id uuid, result text, condition text, note text, scanned_at timestamptz)
    on conflict (session_id, client_scan_id) do nothing
    returning client_scan_id`.execute(trx);
  const fresh = new Set(inserted.rows.map((r) => r.client_scan_id));
  // Every scan as stored: a duplicate answers what its first sending recorded.
  const stored = await sql<StoredScan>`select sc.client_scan_id, sc.tag, sc.result, a.office_id,
      case when a.id is null then null else ${ASSET_REF} end as asset
    from audit_scans sc left join assets a on a.company_id = sc.company_id and a.id = sc.asset_id
    where sc.session_id = ${sessionId} and sc.client_scan_id = any(${[...firsts.keys()]}::text[])`.execute(
    trx,
  );
  const byId = new Map(stored.rows.map((r) => [r.client_scan_id, r]));
  return scans.map((scan, i) => {
    const row = byId.get(scan.clientScanId)!;
    const moved = row.result === 'found' && row.office_id !== session.branch_id;
    return {
      clientScanId: scan.clientScanId,
      status:
        fresh.has(scan.clientScanId) && firsts.get(scan.clientScanId) === i
          ? 'recorded'
          : 'duplicate',
      result: row.result,
      tag: row.tag,
      asset: row.asset,
      conflict: moved ? { reason: 'moved', office: row.asset?.office ?? null } : null,
    };
  });
}

/** Marks a scan undone (again: nothing changes), in the caller's transaction. */
export async function undoScan(
  trx: Kysely<DB>,
  actor: Actor,
  sessionId: string,
  clientScanId: string,
): Promise<void> {
  const session = await loadSession(trx, actor.companyId, sessionId, 'share');
  if (session.status !== 'open') throw conflict(SESSION_CLOSED, { field: 'status' });
  const scan = await trx
    .selectFrom('audit_scans')
    .select(['id', 'undone_at'])
    .where('company_id', '=', actor.companyId)
    .where('session_id', '=', sessionId)
    .where('client_scan_id', '=', clientScanId)
    .forUpdate()
    .executeTakeFirst();
  if (!scan) throw notFound('No such scan in this session');
  if (scan.undone_at) return;
  await trx
    .updateTable('audit_scans')
    .set({ undone_at: new Date(), undone_by: actor.userId })
    .where('id', '=', scan.id)
    .execute();
}
