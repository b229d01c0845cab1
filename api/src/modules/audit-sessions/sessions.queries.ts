/**
 * Reading audit sessions: the list, one session's row (locked for a change), its counts, and
 * the whole session as the screen shows it (expected list, unexpected, unknown, scans,
 * follow-ups).
 */
import { sql, type Kysely } from 'kysely';
import type {
  AssetState,
  AuditAssetRef,
  AuditCondition,
  AuditFollowUpResolution,
  AuditScanResult,
  AuditSessionCounts,
  AuditSessionDetail,
  AuditSessionSummary,
  AuditUserRef,
} from '@itam/shared/contracts';
import { tagKey } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import type { AuditSessionFilter, AuditSessionStatus } from '../../db/schema-audit-sessions';
import { notFound } from '../../platform/http-errors';
import { userRef } from '../../services/activity';

export const SESSION_NOT_FOUND = 'Audit session not found';

/** An asset as the scanner shows it, over `assets a`. */
export const ASSET_REF = sql`json_build_object('_id', a.id, 'name', a.name, 'tag', a.tag, 'state', a.state,
  'office', (select json_build_object('_id', b.id, 'branchId', b.branch_id, 'name', b.name)
    from branches b where b.id = a.office_id))`;

export const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

interface SessionRow {
  id: string;
  branch: AuditSessionSummary['branch'];
  area: string | null;
  filter: AuditSessionFilter;
  status: AuditSessionStatus;
  opened_at: Date;
  opened_by: AuditUserRef | null;
  closed_at: Date | null;
  closed_by: AuditUserRef | null;
  moves_confirmed: boolean | null;
  expected_n: number;
  found_n: number;
  unexpected_n: number;
  unknown_n: number;
}

/** The columns of a summary over `audit_sessions s`: the counts from the scans not undone. */
const SESSION_COLUMNS = sql`s.id, s.area, s.filter, s.status, s.opened_at, s.closed_at, s.moves_confirmed,
  (select json_build_object('_id', b.id, 'branchId', b.branch_id, 'name', b.name) from branches b where b.id = s.branch_id) as branch,
  ${userRef('s.opened_by')} as opened_by, ${userRef('s.closed_by')} as closed_by,
  (select count(*)::int from audit_session_items i where i.session_id = s.id) as expected_n,
  (select count(distinct sc.asset_id)::int from audit_scans sc where sc.session_id = s.id
    and sc.undone_at is null and sc.result = 'found') as found_n,
  (select count(distinct sc.asset_id)::int from audit_scans sc where sc.session_id = s.id
    and sc.undone_at is null and sc.result = 'unexpected') as unexpected_n,
  (select count(distinct lower(sc.tag))::int from audit_scans sc where sc.session_id = s.id
    and sc.undone_at is null and sc.result = 'unknown') as unknown_n`;

const countsOf = (row: SessionRow): AuditSessionCounts => ({
  expected: row.expected_n,
  found: row.found_n,
  missing: row.expected_n - row.found_n,
  unexpected: row.unexpected_n,
  unknown: row.unknown_n,
});

const toSummary = (row: SessionRow): AuditSessionSummary => ({
  _id: row.id,
  branch: row.branch,
  area: row.area,
  filter: row.filter as AuditSessionSummary['filter'],
  status: row.status,
  openedAt: iso(row.opened_at)!,
  openedBy: row.opened_by,
  closedAt: iso(row.closed_at),
  closedBy: row.closed_by,
  movesConfirmed: row.moves_confirmed,
  counts: countsOf(row),
});

export interface ListQuery {
  status?: AuditSessionStatus;
  branchId?: string;
  limit: number;
  pageNumber: number;
}

export async function listSessions(db: Kysely<DB>, companyId: string, query: ListQuery) {
  const where = [sql`s.company_id = ${companyId}`];
  if (query.status) where.push(sql`s.status = ${query.status}`);
  if (query.branchId) where.push(sql`s.branch_id = ${query.branchId}`);
  const condition = sql.join(where, sql` and `);
  const [rows, total] = await Promise.all([
    sql<SessionRow>`select ${SESSION_COLUMNS} from audit_sessions s where ${condition}
      order by s.opened_at desc, s.id desc limit ${query.limit} offset ${query.pageNumber * query.limit}`.execute(
      db,
    ),
    sql<{
      n: number;
    }>`select count(*)::int as n from audit_sessions s where ${condition}`.execute(db),
  ]);
  return { sessions: rows.rows.map(toSummary), total: total.rows[0]!.n };
}

/** The session's row, locked `for share` (scans, undo) or `for update` (close) when asked. */
export async function loadSession(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  lock: 'share' | 'update' | null = null,
): Promise<{ id: string; branch_id: string; status: AuditSessionStatus; area: string | null }> {
  const row = await sql<{
    id: string;
    branch_id: string;
    status: AuditSessionStatus;
    area: string | null;
  }>`select id, branch_id, status, area from audit_sessions
    where company_id = ${companyId} and id = ${id}
    ${lock === 'share' ? sql`for share` : lock === 'update' ? sql`for update` : sql``}`.execute(db);
  if (!row.rows[0]) throw notFound(SESSION_NOT_FOUND);
  return row.rows[0];
}

interface ExpectedRow {
  asset: AuditAssetRef;
  start_name: string;
  start_tag: string | null;
  start_state: AssetState;
  found_at: Date | null;
  found_by: AuditUserRef | null;
}

interface ScanRow {
  client_scan_id: string;
  code: string;
  tag: string | null;
  result: AuditScanResult;
  asset: AuditAssetRef | null;
  condition: AuditCondition | null;
  note: string | null;
  scanned_at: Date;
  received_at: Date;
  scanned_by: AuditUserRef | null;
  undone_at: Date | null;
}

interface FollowUpRow {
  id: string;
  asset: AuditAssetRef;
  status: 'open' | 'resolved';
  resolution: AuditFollowUpResolution | null;
  resolved_at: Date | null;
  resolved_by: AuditUserRef | null;
}

/** The session's counts alone (what a scan batch answers). */
export async function sessionCounts(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<AuditSessionCounts> {
  const head = await sql<SessionRow>`select ${SESSION_COLUMNS} from audit_sessions s
    where s.company_id = ${companyId} and s.id = ${id}`.execute(db);
  if (!head.rows[0]) throw notFound(SESSION_NOT_FOUND);
  return countsOf(head.rows[0]);
}

/** One session in full. */
export async function sessionDetail(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<AuditSessionDetail> {
  const head = await sql<SessionRow>`select ${SESSION_COLUMNS} from audit_sessions s
    where s.company_id = ${companyId} and s.id = ${id}`.execute(db);
  const row = head.rows[0];
  if (!row) throw notFound(SESSION_NOT_FOUND);
  const [expected, scans, followUps] = await Promise.all([
    sql<ExpectedRow>`select ${ASSET_REF} as asset, i.name as start_name, i.tag as start_tag,
        i.state as start_state, f.scanned_at as found_at, ${userRef('f.scanned_by')} as found_by
      from audit_session_items i
      join assets a on a.company_id = i.company_id and a.id = i.asset_id
      left join lateral (select sc.scanned_at, sc.scanned_by from audit_scans sc
        where sc.session_id = i.session_id and sc.asset_id = i.asset_id and sc.undone_at is null
        order by sc.scanned_at, sc.id limit 1) f on true
      where i.company_id = ${companyId} and i.session_id = ${id}
      order by a.name, a.id`.execute(db),
    sql<ScanRow>`select sc.client_scan_id, sc.code, sc.tag, sc.result,
        case when a.id is null then null else ${ASSET_REF} end as asset, sc.condition, sc.note,
        sc.scanned_at, sc.received_at, ${userRef('sc.scanned_by')} as scanned_by, sc.undone_at
      from audit_scans sc left join assets a on a.company_id = sc.company_id and a.id = sc.asset_id
      where sc.company_id = ${companyId} and sc.session_id = ${id}
      order by sc.scanned_at, sc.id`.execute(db),
    sql<FollowUpRow>`select f.id, ${ASSET_REF} as asset, f.status, f.resolution, f.resolved_at,
        ${userRef('f.resolved_by')} as resolved_by
      from audit_follow_ups f
      join assets a on a.company_id = f.company_id and a.id = f.asset_id
      where f.company_id = ${companyId} and f.session_id = ${id} order by a.name, a.id`.execute(db),
  ]);
  const live = scans.rows.filter((s) => s.undone_at === null);
  const firstBy = <K>(key: (s: ScanRow) => K | null) => {
    const seen = new Map<K, ScanRow>();
    for (const s of live) {
      const k = key(s);
      if (k !== null && !seen.has(k)) seen.set(k, s);
    }
    return [...seen.values()];
  };
  return {
    ...toSummary(row),
    expected: expected.rows.map((e) => ({
      asset: e.asset,
      atStart: { name: e.start_name, tag: e.start_tag, state: e.start_state },
      found: e.found_at ? { scannedAt: iso(e.found_at)!, scannedBy: e.found_by } : null,
    })),
    unexpected: firstBy((s) => (s.result === 'unexpected' ? s.asset!._id : null)).map((s) => ({
      asset: s.asset!,
      scannedAt: iso(s.scanned_at)!,
      scannedBy: s.scanned_by,
    })),
    unknown: firstBy((s) => (s.result === 'unknown' && s.tag ? tagKey(s.tag) : null)).map((s) => ({
      tag: s.tag!,
      scannedAt: iso(s.scanned_at)!,
      scannedBy: s.scanned_by,
    })),
    scans: scans.rows.map((s) => ({
      clientScanId: s.client_scan_id,
      code: s.code,
      tag: s.tag,
      result: s.result,
      asset: s.asset,
      condition: s.condition,
      note: s.note,
      scannedAt: iso(s.scanned_at)!,
      receivedAt: iso(s.received_at)!,
      scannedBy: s.scanned_by,
      undoneAt: iso(s.undone_at),
    })),
    followUps: followUps.rows.map((f) => ({
      _id: f.id,
      asset: f.asset,
      kind: 'missing',
      status: f.status,
      resolution: f.resolution,
      resolvedAt: iso(f.resolved_at),
      resolvedBy: f.resolved_by,
    })),
  };
}
