/**
 * Demo Corp's audit sessions (issue 21), made through the same functions as the API so the
 * assets' audits, locations and activity follow: one open session of the first branch with
 * some scans (found, one unexpected from another branch, one unknown tag, one undone), and
 * one closed yesterday at the second branch with its report (two expected assets missing,
 * so followed up, and one unexpected asset moved there on confirmation).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { closeSession } from '../modules/audit-sessions/close.service';
import { recordScans, undoScan } from '../modules/audit-sessions/scans.service';
import { startSession } from '../modules/audit-sessions/sessions.service';
import type { CompanyRefs } from './generator';

const HOUR_MS = 3_600_000;

async function taggedAt(db: Kysely<DB>, companyId: string, branchId: string, limit: number) {
  return db
    .selectFrom('assets')
    .select(['id', 'tag'])
    .where('company_id', '=', companyId)
    .where('office_id', '=', branchId)
    .where('tag', 'is not', null)
    .where('state', 'not in', ['DISPOSED', 'LOST'])
    .orderBy('tag')
    .limit(limit)
    .execute();
}

export async function seedAuditSessions(db: Kysely<DB>, refs: CompanyRefs): Promise<void> {
  const companyId = refs.id;
  const [first, second] = refs.branchIds;
  if (!first || !second) return;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  const actor = { companyId, userId: admin.id };
  const scansOf = (tags: string[], prefix: string, at: number) =>
    tags.map((code, i) => ({
      clientScanId: `${prefix}-${i + 1}`,
      code,
      scannedAt: new Date(at + i * 60_000).toISOString(),
      condition: null,
      note: null,
    }));

  // Closed yesterday: all but two of the second branch's first ten found, one from the first branch.
  const closedAt = Date.now() - 26 * HOUR_MS;
  const secondAssets = await taggedAt(db, companyId, second, 10);
  const [stray] = await taggedAt(db, companyId, first, 1);
  const closed = await startSession(db, actor, {
    branchId: second,
    area: 'Store room',
    filter: {},
  });
  await recordScans(
    db,
    actor,
    closed,
    scansOf(
      [...secondAssets.slice(2).map((a) => a.tag!), ...(stray ? [stray.tag!] : [])],
      'seed-closed',
      closedAt,
    ),
  );
  await closeSession(db, actor, closed, true);
  await sql`update audit_sessions set opened_at = ${new Date(closedAt - HOUR_MS)},
    closed_at = ${new Date(closedAt + HOUR_MS)} where id = ${closed}`.execute(db);

  // Open now, at the first branch: five found, a stray, an unknown tag, one scan undone.
  const firstAssets = await taggedAt(db, companyId, first, 6);
  const [elsewhere] = await taggedAt(db, companyId, refs.branchIds[2] ?? second, 1);
  const open = await startSession(db, actor, { branchId: first, area: null, filter: {} });
  const codes = [
    ...firstAssets.slice(0, 5).map((a) => a.tag!),
    ...(elsewhere ? [elsewhere.tag!] : []),
    'UNKNOWN-TAG-0001',
  ];
  await recordScans(db, actor, open, scansOf(codes, 'seed-open', Date.now() - HOUR_MS));
  await undoScan(db, actor, open, 'seed-open-5');
}
