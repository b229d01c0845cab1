/** Diagnostic jobs: run diagnostics now on chosen computers (one batch), list the jobs. */
import type { FastifyInstance } from 'fastify';
import {
  agentJobListQuerySchema,
  agentJobListSchema,
  agentJobsCreatedSchema,
  agentJobsCreateSchema,
} from '@itam/shared/contracts/agents';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, AGENT_PERMISSIONS as P } from './access';
import { createJobs, listJobs } from './jobs.service';
import { idempotent } from '../../platform/idempotency';

export function registerJobRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/agent-jobs',
    {
      ...idempotent(access(P.runReport)),
      schema: { body: agentJobsCreateSchema, response: { 201: agentJobsCreatedSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createJobs(db, callerOf(request), request.body.computerIds)),
  );

  r.get(
    '/api/agent-jobs',
    {
      ...access(P.computers),
      schema: { querystring: agentJobListQuerySchema, response: { 200: agentJobListSchema } },
    },
    async (request) => listJobs(db, callerOf(request).companyId, request.query),
  );
}
