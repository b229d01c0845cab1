/**
 * /devices' and /diagnostics' data (agent_computers): the computers with their health,
 * last seen and linked asset, paged, with the count at each health level; one computer with
 * its latest report, each section by the asset view the role has (programs_view, ram_view,
 * location_view, users_view, health_view); revoking a computer's agent (download_agent); the
 * company's health thresholds (read: agent_computers; change: agent_computer_report), whose
 * change regrades every computer.
 */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AgentComputer,
  AgentComputerDetail,
  AgentComputerList,
  AgentComputerReport,
  AgentReport,
  AgentThresholdsAnswer,
  agentComputerListQuerySchema,
  HealthThresholds,
} from '@itam/shared/contracts/agents';
import type { DB } from '../../db/schema';
import type { ComputerHealth, HealthReason } from '../../db/schema-agents';
import { can, type Caller } from '../../platform/access';
import { notFound } from '../../platform/http-errors';
import { likePattern } from '../../platform/sql';
import { iso } from '../../platform/wire';
import { AGENT_PERMISSIONS as P } from './access';
import { healthOf } from './health.service';
import { loadThresholds } from './reports.service';

export const COMPUTER_NOT_FOUND = 'Computer not found';

interface ComputerRow {
  id: string;
  hostname: string;
  health: ComputerHealth;
  health_reasons: HealthReason[];
  last_seen_at: Date | null;
  enrolled_at: Date;
  revoked_at: Date | null;
  serial: string | null;
  os: string | null;
  agent_version: string | null;
  asset_id: string | null;
  asset_name: string | null;
  asset_tag: string | null;
  in_review: boolean;
}

const COMPUTER_COLUMNS = sql`k.id, k.hostname, k.health, k.health_reasons, k.last_seen_at,
  k.enrolled_at, k.revoked_at, k.serial, k.os, k.agent_version, k.asset_id,
  a.name as asset_name, a.tag as asset_tag,
  exists (select 1 from agent_reviews r where r.company_id = k.company_id
    and r.computer_id = k.id and r.resolved_at is null) as in_review`;
const COMPUTER_FROM = sql`agent_computers k
  left join assets a on a.company_id = k.company_id and a.id = k.asset_id`;

const computerOf = (r: ComputerRow): AgentComputer => ({
  _id: r.id,
  hostname: r.hostname,
  health: r.health,
  healthReasons: r.health_reasons,
  lastSeenAt: iso(r.last_seen_at),
  enrolledAt: iso(r.enrolled_at),
  revoked: r.revoked_at !== null,
  serial: r.serial,
  os: r.os,
  agentVersion: r.agent_version,
  asset: r.asset_id ? { _id: r.asset_id, name: r.asset_name, tag: r.asset_tag } : null,
  inReview: r.in_review,
});

/** The company's computers under the filters, paged, with the count at each level. */
export async function listComputers(
  db: Kysely<DB>,
  companyId: string,
  query: z.output<typeof agentComputerListQuerySchema>,
): Promise<AgentComputerList> {
  const where = [sql`k.company_id = ${companyId}`];
  if (query.health) where.push(sql`k.health = ${query.health}`);
  if (query.assetId) where.push(sql`k.asset_id = ${query.assetId}`);
  if (query.linked)
    where.push(query.linked === 'true' ? sql`k.asset_id is not null` : sql`k.asset_id is null`);
  if (query.search) {
    const like = likePattern(query.search);
    where.push(
      sql`(k.hostname ilike ${like} or k.serial ilike ${like} or a.name ilike ${like} or a.tag ilike ${like})`,
    );
  }
  const condition = sql.join(where, sql` and `);
  const [rows, total, counts] = await Promise.all([
    sql<ComputerRow>`select ${COMPUTER_COLUMNS} from ${COMPUTER_FROM} where ${condition}
    order by k.hostname, k.id limit ${query.limit} offset ${query.pageNumber * query.limit}`.execute(
      db,
    ),
    sql<{
      n: number;
    }>`select count(*)::int as n from ${COMPUTER_FROM} where ${condition}`.execute(db),
    sql<{ health: ComputerHealth; n: number }>`select health, count(*)::int as n
    from agent_computers where company_id = ${companyId} group by health`.execute(db),
  ]);
  const byHealth = { good: 0, warning: 0, critical: 0, unknown: 0 };
  for (const c of counts.rows) byHealth[c.health] = c.n;
  return {
    type: 'success',
    items: rows.rows.map(computerOf),
    total: total.rows[0]!.n,
    pageNumber: query.pageNumber,
    limit: query.limit,
    byHealth,
  };
}

/** The latest report as the caller may see it: each section only with its view. */
function reportFor(
  caller: Caller,
  latest: { body: unknown; received_at: Date } | undefined,
): AgentComputerReport | null {
  if (!latest) return null;
  const may = (p: (typeof P)[keyof typeof P]) => can(caller, p);
  const body = latest.body as AgentReport;
  const { ramBytes, ...hardware } = body.hardware;
  return {
    receivedAt: iso(latest.received_at),
    collectedAt: body.collectedAt,
    agentVersion: body.agentVersion,
    hardware,
    os: body.os,
    // Absent (not empty) without the view.
    ...(may(P.ram) ? { ram: { installedBytes: ramBytes, ...body.health.memory } } : {}),
    ...(may(P.programs) ? { programs: body.programs } : {}),
    ...(may(P.location) ? { location: body.location } : {}),
    ...(may(P.users) ? { users: body.users } : {}),
    ...(may(P.health) ? { health: body.health } : {}),
  };
}

/** One computer with its latest report and its five latest jobs. */
export async function computerDetail(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
): Promise<AgentComputerDetail> {
  const { companyId } = caller;
  const row = (
    await sql<ComputerRow>`select ${COMPUTER_COLUMNS} from ${COMPUTER_FROM}
    where k.company_id = ${companyId} and k.id = ${id}`.execute(db)
  ).rows[0];
  if (!row) throw notFound(COMPUTER_NOT_FOUND);
  const [latest, jobs] = await Promise.all([
    db
      .selectFrom('agent_reports')
      .select(['body', 'received_at'])
      .where('company_id', '=', companyId)
      .where('computer_id', '=', id)
      .orderBy('received_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('agent_jobs')
      .select(['id', 'status', 'progress', 'step', 'error', 'created_at', 'finished_at'])
      .where('company_id', '=', companyId)
      .where('computer_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(5)
      .execute(),
  ]);
  return {
    type: 'success',
    computer: computerOf(row),
    report: reportFor(caller, latest),
    recentJobs: jobs.map((j) => ({
      _id: j.id,
      status: j.status,
      progress: j.progress,
      step: j.step,
      error: j.error,
      createdAt: iso(j.created_at),
      finishedAt: iso(j.finished_at),
    })),
  };
}

/** Revokes the computer's agent (once: a second revoke keeps the first time). */
export async function revokeComputer(db: Kysely<DB>, companyId: string, id: string) {
  const row = await db
    .updateTable('agent_computers')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning('revoked_at')
    .executeTakeFirst();
  if (!row) throw notFound(COMPUTER_NOT_FOUND);
  return { type: 'success' as const, revokedAt: iso(row.revoked_at) };
}

export async function thresholdsAnswer(
  db: Kysely<DB>,
  companyId: string,
): Promise<AgentThresholdsAnswer> {
  return { type: 'success', thresholds: await loadThresholds(db, companyId) };
}

/** Sets the company's thresholds and regrades every computer by its latest health, at once. */
export async function setThresholds(
  db: Kysely<DB>,
  caller: Caller,
  t: HealthThresholds,
): Promise<AgentThresholdsAnswer> {
  const { companyId, userId } = caller;
  const regraded = await db.transaction().execute(async (trx) => {
    const columns = {
      disk_free_warning_percent: t.diskFreeWarningPercent,
      disk_free_critical_percent: t.diskFreeCriticalPercent,
      memory_used_warning_percent: t.memoryUsedWarningPercent,
      memory_used_critical_percent: t.memoryUsedCriticalPercent,
      battery_capacity_warning_percent: t.batteryCapacityWarningPercent,
      battery_capacity_critical_percent: t.batteryCapacityCriticalPercent,
      uptime_warning_days: t.uptimeWarningDays,
      uptime_critical_days: t.uptimeCriticalDays,
      updated_by: userId,
    };
    await trx
      .insertInto('agent_health_thresholds')
      .values({ company_id: companyId, ...columns })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet({ ...columns, updated_at: sql<Date>`now()` }),
      )
      .execute();
    return regrade(trx, companyId, t);
  });
  return { type: 'success', thresholds: await loadThresholds(db, companyId), regraded };
}

/** Every computer regraded by its latest health section, in one statement; how many. */
async function regrade(trx: Kysely<DB>, companyId: string, t: HealthThresholds) {
  const computers = await trx
    .selectFrom('agent_computers')
    .select(['id', 'latest_health'])
    .where('company_id', '=', companyId)
    .where('latest_health', 'is not', null)
    .execute();
  const grades = computers.map((c) => {
    const { level, reasons } = healthOf(c.latest_health!, t);
    return { id: c.id, health: level, reasons };
  });
  if (grades.length)
    await sql`update agent_computers k set health = g.health, health_reasons = g.reasons
      from jsonb_to_recordset(${JSON.stringify(grades)}::jsonb)
        as g(id uuid, health text, reasons jsonb)
      where k.company_id = ${companyId} and k.id = g.id`.execute(trx);
  return grades.length;
}
