/**
 * What the agent itself does: enrol with a one-time token, send reports, take its queued
 * jobs (each handed out once), report a job's progress and result. An admin makes the
 * enrolment tokens.
 */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AgentEnrolInput,
  AgentPolledJob,
  AgentReport,
  agentJobResultSchema,
} from '@itam/shared/contracts/agents';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { HttpError, notFound } from '../../platform/http-errors';
import { iso } from '../../platform/wire';
import { hashLinkToken, newLinkToken } from '../../services/one-time-links';
import type { AgentCaller } from './agent-auth.service';
import { ingestReport } from './reports.service';

/** How often an agent reports, and polls for jobs, unless asked (the enrolment answer). */
export const REPORT_INTERVAL_SECONDS = 3600;
export const POLL_INTERVAL_SECONDS = 60;
export const JOB_NOT_FOUND = 'Job not found';
/** A running job not finished in this time fails at its agent's next poll. */
export const JOB_TIME_LIMIT_MINUTES = 30;
export const JOB_ABANDONED = `The agent did not finish the job within ${JOB_TIME_LIMIT_MINUTES} minutes`;

export async function createEnrolmentToken(db: Kysely<DB>, caller: Caller, hours: number) {
  const { token, hash } = newLinkToken();
  const row = await db
    .insertInto('agent_enrolment_tokens')
    .values({
      company_id: caller.companyId,
      token_hash: hash,
      created_by: caller.userId,
      expires_at: sql<Date>`now() + make_interval(hours => ${hours})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { type: 'success' as const, id: row.id, token, expiresAt: iso(row.expires_at) };
}

/** Enrols a computer: the token is used once (taken under lock, then marked). */
export async function enrol(db: Kysely<DB>, input: AgentEnrolInput) {
  const agent = newLinkToken();
  const computer = await db.transaction().execute(async (trx) => {
    const token = await trx
      .selectFrom('agent_enrolment_tokens')
      .select(['id', 'company_id', 'created_by'])
      .where('token_hash', '=', hashLinkToken(input.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .forUpdate()
      .executeTakeFirst();
    if (!token) return null;
    const created = await trx
      .insertInto('agent_computers')
      .values({
        company_id: token.company_id,
        hostname: input.hostname,
        token_hash: agent.hash,
        enrolled_by: token.created_by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('agent_enrolment_tokens')
      .set({ used_at: sql<Date>`now()`, computer_id: created.id })
      .where('id', '=', token.id)
      .execute();
    return created;
  });
  if (!computer)
    throw new HttpError(403, 'The enrolment token is wrong, used or expired', [
      { field: 'token', message: 'Wrong, used or expired' },
    ]);
  return {
    type: 'success' as const,
    computerId: computer.id,
    agentToken: agent.token,
    reportIntervalSeconds: REPORT_INTERVAL_SECONDS,
    pollIntervalSeconds: POLL_INTERVAL_SECONDS,
  };
}

export async function receiveReport(db: Kysely<DB>, computer: AgentCaller, report: AgentReport) {
  const outcome = await db
    .transaction()
    .execute((trx) => ingestReport(trx, computer, report, computer.thresholds));
  return {
    type: 'success' as const,
    reportId: outcome.reportId,
    assetId: outcome.assetId,
    review: outcome.review !== null,
    health: outcome.health,
  };
}

/**
 * The computer's queued jobs become running, each handed out once. A job its agent took and
 * never finished (the computer restarted, the agent was stopped) fails with that reason once
 * the agent is back, rather than running forever.
 */
export async function pollJobs(db: Kysely<DB>, computer: AgentCaller) {
  await sql`update agent_jobs set status = 'failed', finished_at = now(), error = ${JOB_ABANDONED}
    where company_id = ${computer.companyId} and computer_id = ${computer.id}
      and status = 'running' and started_at < now() - make_interval(mins => ${JOB_TIME_LIMIT_MINUTES})`.execute(
    db,
  );
  const jobs =
    await sql<AgentPolledJob>`update agent_jobs set status = 'running', started_at = now()
    where id in (select id from agent_jobs where company_id = ${computer.companyId}
      and computer_id = ${computer.id} and status = 'queued'
      order by created_at limit 10 for update skip locked)
    returning id, kind`.execute(db);
  await db
    .updateTable('agent_computers')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('company_id', '=', computer.companyId)
    .where('id', '=', computer.id)
    .execute();
  return { type: 'success' as const, jobs: jobs.rows.map((j) => ({ id: j.id, kind: j.kind })) };
}

/** The running job of this computer, or 404 (another computer's) / 409 (not running). */
async function runningJob(db: Kysely<DB>, computer: AgentCaller, jobId: string) {
  const job = await db
    .selectFrom('agent_jobs')
    .select(['id', 'status'])
    .where('company_id', '=', computer.companyId)
    .where('computer_id', '=', computer.id)
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (job.status !== 'running')
    throw new HttpError(409, `The job is ${job.status}, not running`, [
      { field: 'jobId', message: `The job is ${job.status}` },
    ]);
}

export async function recordProgress(
  db: Kysely<DB>,
  computer: AgentCaller,
  jobId: string,
  input: { progress: number; step?: string | null },
) {
  await runningJob(db, computer, jobId);
  await db
    .updateTable('agent_jobs')
    .set({ progress: input.progress, step: input.step ?? null })
    .where('company_id', '=', computer.companyId)
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .execute();
  return { type: 'success' as const };
}

export async function recordResult(
  db: Kysely<DB>,
  computer: AgentCaller,
  jobId: string,
  input: z.output<typeof agentJobResultSchema>,
) {
  await runningJob(db, computer, jobId);
  await db
    .updateTable('agent_jobs')
    .set({
      status: input.status,
      progress: input.status === 'succeeded' ? 100 : sql<number>`progress`,
      result: JSON.stringify({ checks: input.checks }),
      error: input.status === 'failed' ? input.error : null,
      finished_at: sql<Date>`now()`,
    })
    .where('company_id', '=', computer.companyId)
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .execute();
  return { type: 'success' as const };
}
