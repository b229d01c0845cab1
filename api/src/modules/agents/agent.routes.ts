/**
 * What the agent itself calls, and how it gets there: the download (download_agent), a
 * one-time enrolment token (download_agent), enrolment with that token (public, rate
 * limited), then with the computer's own token: its reports, its job poll, a job's progress
 * and result. An agent's token opens only its own computer's URLs (403 for another's).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AGENT_REPORT_LIMITS,
  agentEnrolmentTokenCreateSchema,
  agentEnrolmentTokenSchema,
  agentEnrolSchema,
  agentIdParamsSchema,
  agentJobParamsSchema,
  agentJobProgressSchema,
  agentJobResultSchema,
  agentReportSchema,
} from '@itam/shared/contracts/agents';
import { publicAccess } from '../../auth/guard';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import { HttpError } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, AGENT_PERMISSIONS as P } from './access';
import { agentComputerOf, agentOf } from './agent-auth.service';
import * as agent from './agent.service';
import { idempotent } from '../../platform/idempotency';

export function registerAgentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const agentFile =
    ctx.config.agentFile ?? path.join(path.dirname(ctx.config.webRoot), 'agent', 'itam-agent.js');
  app.decorateRequest('agentComputer', null);

  r.get('/api/agent/download', access(P.download), async (_request, reply) => {
    const size = fileSize(agentFile);
    return reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('content-disposition', 'attachment; filename="itam-agent.js"')
      .header('content-length', size)
      .header('cache-control', 'no-store')
      .send(fs.createReadStream(agentFile));
  });

  r.post(
    '/api/agent/enrolment-tokens',
    {
      ...idempotent(access(P.download)),
      schema: {
        body: agentEnrolmentTokenCreateSchema.prefault({}),
        response: { 201: agentEnrolmentTokenSchema },
      },
    },
    async (request, reply) => {
      const hours = request.body.expiresInHours;
      return reply.code(201).send(await agent.createEnrolmentToken(db, callerOf(request), hours));
    },
  );

  r.post(
    '/api/agent/enrol',
    {
      config: {
        access: publicAccess(),
        rateLimit: { max: ctx.config.limits.publicFormsPerMinute ?? 20, timeWindow: 60_000 },
      },
      schema: { body: agentEnrolSchema },
    },
    async (request, reply) => reply.code(201).send(await agent.enrol(db, request.body)),
  );

  registerAgentOwnRoutes(app, ctx);
}

/** The computer's own calls, with its own token: reports, job poll, progress, result. */
function registerAgentOwnRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The agent's own routes: its token is checked before its body is read (as a user's is).
  const agentAuth = async (request: FastifyRequest) => {
    const { id } = parseInput(agentIdParamsSchema, request.params, 'params');
    request.agentComputer = await agentComputerOf(db, request, id);
  };
  const agentOnly = { config: { access: publicAccess() }, preValidation: agentAuth };

  r.post(
    '/api/agent/computers/:id/reports',
    { ...agentOnly, bodyLimit: AGENT_REPORT_LIMITS.bodyBytes, schema: { body: agentReportSchema } },
    async (request, reply) =>
      reply.code(201).send(await agent.receiveReport(db, agentOf(request), request.body)),
  );

  r.post('/api/agent/computers/:id/jobs', agentOnly, async (request) =>
    agent.pollJobs(db, agentOf(request)),
  );

  r.post(
    '/api/agent/computers/:id/jobs/:jobId/progress',
    { ...agentOnly, schema: { params: agentJobParamsSchema, body: agentJobProgressSchema } },
    async (request) =>
      agent.recordProgress(db, agentOf(request), request.params.jobId, request.body),
  );

  r.post(
    '/api/agent/computers/:id/jobs/:jobId/result',
    { ...agentOnly, schema: { params: agentJobParamsSchema, body: agentJobResultSchema } },
    async (request) => agent.recordResult(db, agentOf(request), request.params.jobId, request.body),
  );
}

function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    throw new HttpError(404, 'The agent is not built on this server (pnpm build)');
  }
}
