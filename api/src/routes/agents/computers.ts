/**
 * /devices' and /diagnostics' data (agent_computers): the computers with their health,
 * last seen and linked asset, paged, with the count at each health level; one computer with
 * its latest report, each section by the asset view the role has (programs_view, ram_view,
 * location_view, users_view, health_view); revoking a computer's agent (download_agent); the
 * company's health thresholds (read: agent_computers; change: agent_computer_report), whose
 * change regrades every computer.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  isAllowed,
  type AgentComputer,
  type AgentComputerDetail,
  type AgentComputerList,
  type AgentComputerReport,
  type AgentThresholdsAnswer,
} from '@itam/shared/contracts';
import { healthThresholdsSchema, type AgentReport } from '@itam/shared/schemas';
import type { AppContext } from '../../context';
import type { ComputerHealth, HealthReason } from '../../db/schema-agents';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { AGENT_PERMISSIONS as P } from '../../services/agents/access';
import { healthOf } from '../../services/agents/health';
import { loadThresholds } from '../../services/agents/reports';
import { actorOf, agentAccess, iso } from './helpers';
import { computerListQuerySchema, idParamsSchema } from './schemas';

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

export function registerComputerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/agent-computers',
    agentAccess(P.computers),
    async (request): Promise<AgentComputerList> => {
      const { companyId } = actorOf(request);
      const query = parseInput(computerListQuerySchema, request.query, 'query');
      const where = [sql`k.company_id = ${companyId}`];
      if (query.health) where.push(sql`k.health = ${query.health}`);
      if (query.assetId) where.push(sql`k.asset_id = ${query.assetId}`);
      if (query.linked)
        where.push(query.linked === 'true' ? sql`k.asset_id is not null` : sql`k.asset_id is null`);
      if (query.search) {
        const like = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
        where.push(
          sql`(k.hostname ilike ${like} or k.serial ilike ${like} or a.name ilike ${like} or a.tag ilike ${like})`,
        );
      }
      const condition = sql.join(where, sql` and `);
      const [rows, total, counts] = await Promise.all([
        sql<ComputerRow>`select ${COMPUTER_COLUMNS} from ${COMPUTER_FROM} where ${condition}
        order by k.hostname, k.id limit ${query.limit} offset ${query.pageNumber * query.limit}`.execute(
          ctx.db,
        ),
        sql<{
          n: number;
        }>`select count(*)::int as n from ${COMPUTER_FROM} where ${condition}`.execute(ctx.db),
        sql<{ health: ComputerHealth; n: number }>`select health, count(*)::int as n
        from agent_computers where company_id = ${companyId} group by health`.execute(ctx.db),
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
    },
  );

  app.get(
    '/api/agent-computers/:id',
    agentAccess(P.computers),
    async (request): Promise<AgentComputerDetail> => {
      const { companyId, policies } = actorOf(request);
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      const row = (
        await sql<ComputerRow>`select ${COMPUTER_COLUMNS} from ${COMPUTER_FROM}
        where k.company_id = ${companyId} and k.id = ${id}`.execute(ctx.db)
      ).rows[0];
      if (!row) throw notFound(COMPUTER_NOT_FOUND);
      const latest = await ctx.db
        .selectFrom('agent_reports')
        .select(['body', 'received_at'])
        .where('company_id', '=', companyId)
        .where('computer_id', '=', id)
        .orderBy('received_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const may = (p: (typeof P)[keyof typeof P]) => isAllowed(policies, p);
      let report: AgentComputerReport | null = null;
      if (latest) {
        const body = latest.body as AgentReport;
        const { ramBytes, ...hardware } = body.hardware;
        report = {
          receivedAt: iso(latest.received_at),
          collectedAt: body.collectedAt,
          agentVersion: body.agentVersion,
          hardware,
          os: body.os,
          // Each section only with its view; absent (not empty) without it.
          ...(may(P.ram) ? { ram: { installedBytes: ramBytes, ...body.health.memory } } : {}),
          ...(may(P.programs) ? { programs: body.programs } : {}),
          ...(may(P.location) ? { location: body.location } : {}),
          ...(may(P.users) ? { users: body.users } : {}),
          ...(may(P.health) ? { health: body.health } : {}),
        };
      }
      const jobs = await ctx.db
        .selectFrom('agent_jobs')
        .select(['id', 'status', 'progress', 'step', 'error', 'created_at', 'finished_at'])
        .where('company_id', '=', companyId)
        .where('computer_id', '=', id)
        .orderBy('created_at', 'desc')
        .limit(5)
        .execute();
      return {
        type: 'success',
        computer: computerOf(row),
        report,
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
    },
  );

  app.post('/api/agent-computers/:id/revoke', agentAccess(P.download), async (request) => {
    const { companyId } = actorOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const row = await ctx.db
      .updateTable('agent_computers')
      .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .returning('revoked_at')
      .executeTakeFirst();
    if (!row) throw notFound(COMPUTER_NOT_FOUND);
    return { type: 'success', revokedAt: iso(row.revoked_at) };
  });

  app.get(
    '/api/agent-health-thresholds',
    agentAccess(P.computers),
    async (request): Promise<AgentThresholdsAnswer> => {
      const { companyId } = actorOf(request);
      return { type: 'success', thresholds: await loadThresholds(ctx.db, companyId) };
    },
  );

  app.put(
    '/api/agent-health-thresholds',
    agentAccess(P.runReport),
    async (request): Promise<AgentThresholdsAnswer> => {
      const { companyId, userId } = actorOf(request);
      const t = parseInput(healthThresholdsSchema, request.body, 'body');
      const regraded = await ctx.db.transaction().execute(async (trx) => {
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
        // Every computer regraded by its latest health section, in one statement.
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
      });
      return { type: 'success', thresholds: await loadThresholds(ctx.db, companyId), regraded };
    },
  );
}
