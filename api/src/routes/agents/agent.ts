/**
 * What the agent itself calls, and how it gets there: the download (download_agent), a
 * one-time enrolment token (download_agent), enrolment with that token (public, rate
 * limited), then with the computer's own token: its reports, its job poll, a job's progress
 * and result. An agent's token opens only its own computer's URLs (403 for another's).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AgentEnrolmentToken } from '@itam/shared/contracts';
import {
  AGENT_REPORT_LIMITS,
  agentEnrolSchema,
  agentJobProgressSchema,
  agentJobResultSchema,
  agentReportSchema,
  type AgentEnrolResponse,
  type AgentPolledJob,
} from '@itam/shared/schemas';
import { publicAccess } from '../../auth/guard';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { AGENT_PERMISSIONS as P } from '../../services/agents/access';
import { ingestReport } from '../../services/agents/reports';
import { hashLinkToken, newLinkToken } from '../../services/one-time-links';
import { actorOf, agentAccess, agentComputerOf, iso } from './helpers';
import { enrolmentTokenSchema, idParamsSchema, jobParamsSchema } from './schemas';

/** How often an agent reports, and polls for jobs, unless asked (the enrolment answer). */
export const REPORT_INTERVAL_SECONDS = 3600;
export const POLL_INTERVAL_SECONDS = 60;
export const JOB_NOT_FOUND = 'Job not found';
/** A running job not finished in this time fails at its agent's next poll. */
export const JOB_TIME_LIMIT_MINUTES = 30;
export const JOB_ABANDONED = `The agent did not finish the job within ${JOB_TIME_LIMIT_MINUTES} minutes`;

export function registerAgentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const agentFile =
    ctx.config.agentFile ?? path.join(path.dirname(ctx.config.webRoot), 'agent', 'itam-agent.js');

  app.get('/api/agent/download', agentAccess(P.download), async (_request, reply) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(agentFile);
    } catch {
      throw new HttpError(404, 'The agent is not built on this server (pnpm build)');
    }
    return reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('content-disposition', 'attachment; filename="itam-agent.js"')
      .header('content-length', stat.size)
      .header('cache-control', 'no-store')
      .send(fs.createReadStream(agentFile));
  });

  app.post('/api/agent/enrolment-tokens', agentAccess(P.download), async (request, reply) => {
    const actor = actorOf(request);
    const input = parseInput(enrolmentTokenSchema, request.body ?? {}, 'body');
    const { token, hash } = newLinkToken();
    const row = await ctx.db
      .insertInto('agent_enrolment_tokens')
      .values({
        company_id: actor.companyId,
        token_hash: hash,
        created_by: actor.userId,
        expires_at: sql<Date>`now() + make_interval(hours => ${input.expiresInHours})`,
      })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow();
    const answer: AgentEnrolmentToken = {
      type: 'success',
      id: row.id,
      token,
      expiresAt: iso(row.expires_at),
    };
    return reply.code(201).send(answer);
  });

  app.post(
    '/api/agent/enrol',
    {
      config: {
        access: publicAccess(),
        rateLimit: { max: ctx.config.limits.publicFormsPerMinute ?? 20, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const input = parseInput(agentEnrolSchema, request.body, 'body');
      const agent = newLinkToken();
      const computer = await ctx.db.transaction().execute(async (trx) => {
        // Used once: the row is taken (locked, then marked) in the same transaction.
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
      const body: AgentEnrolResponse = {
        computerId: computer.id,
        agentToken: agent.token,
        reportIntervalSeconds: REPORT_INTERVAL_SECONDS,
        pollIntervalSeconds: POLL_INTERVAL_SECONDS,
      };
      return reply.code(201).send({ type: 'success', ...body });
    },
  );

  const agentOnly = { config: { access: publicAccess() } };

  app.post(
    '/api/agent/computers/:id/reports',
    { ...agentOnly, bodyLimit: AGENT_REPORT_LIMITS.bodyBytes },
    async (request, reply) => {
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      const computer = await agentComputerOf(ctx.db, request, id);
      const report = parseInput(agentReportSchema, request.body, 'body');
      const outcome = await ctx.db
        .transaction()
        .execute((trx) => ingestReport(trx, computer, report, computer.thresholds));
      return reply.code(201).send({
        type: 'success',
        reportId: outcome.reportId,
        assetId: outcome.assetId,
        review: outcome.review !== null,
        health: outcome.health,
      });
    },
  );

  app.post('/api/agent/computers/:id/jobs', agentOnly, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const computer = await agentComputerOf(ctx.db, request, id);
    // A job its agent took and never finished (the computer restarted, the agent was
    // stopped) fails with that reason once the agent is back, rather than running forever.
    await sql`update agent_jobs set status = 'failed', finished_at = now(), error = ${JOB_ABANDONED}
      where company_id = ${computer.companyId} and computer_id = ${computer.id}
        and status = 'running' and started_at < now() - make_interval(mins => ${JOB_TIME_LIMIT_MINUTES})`.execute(
      ctx.db,
    );
    // The computer's queued jobs become running: each is handed out once.
    const jobs =
      await sql<AgentPolledJob>`update agent_jobs set status = 'running', started_at = now()
      where id in (select id from agent_jobs where company_id = ${computer.companyId}
        and computer_id = ${computer.id} and status = 'queued'
        order by created_at limit 10 for update skip locked)
      returning id, kind`.execute(ctx.db);
    await ctx.db
      .updateTable('agent_computers')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('company_id', '=', computer.companyId)
      .where('id', '=', computer.id)
      .execute();
    return { type: 'success', jobs: jobs.rows.map((j) => ({ id: j.id, kind: j.kind })) };
  });

  /** The running job of this computer, or 404 (another computer's) / 409 (not running). */
  async function runningJob(companyId: string, computerId: string, jobId: string) {
    const job = await ctx.db
      .selectFrom('agent_jobs')
      .select(['id', 'status'])
      .where('company_id', '=', companyId)
      .where('computer_id', '=', computerId)
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.status !== 'running')
      throw new HttpError(409, `The job is ${job.status}, not running`, [
        { field: 'jobId', message: `The job is ${job.status}` },
      ]);
  }

  app.post('/api/agent/computers/:id/jobs/:jobId/progress', agentOnly, async (request) => {
    const { id, jobId } = parseInput(jobParamsSchema, request.params, 'params');
    const computer = await agentComputerOf(ctx.db, request, id);
    const input = parseInput(agentJobProgressSchema, request.body, 'body');
    await runningJob(computer.companyId, computer.id, jobId);
    await ctx.db
      .updateTable('agent_jobs')
      .set({ progress: input.progress, step: input.step ?? null })
      .where('company_id', '=', computer.companyId)
      .where('id', '=', jobId)
      .where('status', '=', 'running')
      .execute();
    return { type: 'success' };
  });

  app.post('/api/agent/computers/:id/jobs/:jobId/result', agentOnly, async (request) => {
    const { id, jobId } = parseInput(jobParamsSchema, request.params, 'params');
    const computer = await agentComputerOf(ctx.db, request, id);
    const input = parseInput(agentJobResultSchema, request.body, 'body');
    await runningJob(computer.companyId, computer.id, jobId);
    await ctx.db
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
    return { type: 'success' };
  });
}
