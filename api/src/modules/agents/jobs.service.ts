/**
 * Diagnostic jobs: an administrator asks one or many computers to run diagnostics now
 * (agent_computer_report; one job per computer, one batch); the agent takes it on its next
 * poll (agent.ts). The list (agent_computers) is /diagnostics/running (state=in-flight, live
 * progress), /diagnostics/results (state=done, with what failed and why) and /jobs-info
 * (every job, filtered by status, computer, batch and creation time).
 */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AgentJob,
  AgentJobKind,
  AgentJobList,
  AgentJobsCreated,
  AgentJobStatus,
  DiagnosticCheck,
  agentJobListQuerySchema,
} from '@itam/shared/contracts/agents';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { badField } from '../../platform/http-errors';
import { iso } from '../../platform/wire';

interface JobRow {
  id: string;
  batch_id: string;
  computer_id: string;
  hostname: string;
  asset_id: string | null;
  asset_name: string | null;
  kind: AgentJobKind;
  status: AgentJobStatus;
  progress: number;
  step: string | null;
  result: { checks: DiagnosticCheck[] } | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const jobOf = (j: JobRow): AgentJob => ({
  _id: j.id,
  batchId: j.batch_id,
  computer: { _id: j.computer_id, hostname: j.hostname },
  asset: j.asset_id ? { _id: j.asset_id, name: j.asset_name } : null,
  kind: j.kind,
  status: j.status,
  progress: j.progress,
  step: j.step,
  result: j.result,
  error: j.error,
  createdAt: iso(j.created_at),
  startedAt: iso(j.started_at),
  finishedAt: iso(j.finished_at),
});

const JOB_SELECT = sql`select j.id, j.batch_id, j.computer_id, k.hostname, k.asset_id,
  a.name as asset_name, j.kind, j.status, j.progress, j.step, j.result, j.error, j.created_at,
  j.started_at, j.finished_at
  from agent_jobs j
  join agent_computers k on k.company_id = j.company_id and k.id = j.computer_id
  left join assets a on a.company_id = k.company_id and a.id = k.asset_id`;

/** One job for each chosen computer, in one batch (400 naming a foreign or revoked one). */
export async function createJobs(
  db: Kysely<DB>,
  caller: Caller,
  computerIds: string[],
): Promise<AgentJobsCreated> {
  const { companyId, userId } = caller;
  const unique = [...new Set(computerIds)];
  const found = await db
    .selectFrom('agent_computers')
    .select(['id', 'revoked_at'])
    .where('company_id', '=', companyId)
    .where('id', 'in', unique)
    .execute();
  const live = new Map(found.map((c) => [c.id, c.revoked_at === null]));
  unique.forEach((id) => {
    const at = computerIds.indexOf(id);
    if (!live.has(id)) throw badField(`computerIds.${at}`, 'Not a computer of your company');
    if (!live.get(id)) throw badField(`computerIds.${at}`, 'This computer’s agent is revoked');
  });
  const batchId = crypto.randomUUID();
  const rows = await db
    .insertInto('agent_jobs')
    .values(
      unique.map((computerId) => ({
        company_id: companyId,
        computer_id: computerId,
        batch_id: batchId,
        created_by: userId,
      })),
    )
    .returning('id')
    .execute();
  const jobs = await sql<JobRow>`${JOB_SELECT} where j.company_id = ${companyId}
    and j.batch_id = ${batchId} order by k.hostname, j.id`.execute(db);
  const answer: AgentJobsCreated = {
    type: 'success',
    batchId,
    count: rows.length,
    jobs: jobs.rows.map(jobOf),
  };
  return answer;
}

/** The company's jobs under the filters, newest first, paged. */
export async function listJobs(
  db: Kysely<DB>,
  companyId: string,
  query: z.output<typeof agentJobListQuerySchema>,
): Promise<AgentJobList> {
  const where = [sql`j.company_id = ${companyId}`];
  if (query.status) where.push(sql`j.status = ${query.status}`);
  if (query.state === 'in-flight') where.push(sql`j.status in ('queued', 'running')`);
  if (query.state === 'done') where.push(sql`j.status in ('succeeded', 'failed')`);
  if (query.computerId) where.push(sql`j.computer_id = ${query.computerId}`);
  if (query.batchId) where.push(sql`j.batch_id = ${query.batchId}`);
  if (query.from) where.push(sql`j.created_at >= ${query.from}::timestamptz`);
  if (query.to) where.push(sql`j.created_at < ${query.to}::timestamptz`);
  const condition = sql.join(where, sql` and `);
  const [rows, total] = await Promise.all([
    sql<JobRow>`${JOB_SELECT} where ${condition} order by j.created_at desc, j.id desc
      limit ${query.limit} offset ${query.pageNumber * query.limit}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from agent_jobs j where ${condition}`.execute(db),
  ]);
  return {
    type: 'success',
    items: rows.rows.map(jobOf),
    total: total.rows[0]!.n,
    pageNumber: query.pageNumber,
    limit: query.limit,
  };
}
