/**
 * Diagnostic jobs: started for chosen computers in one batch, listed with their progress.
 *   GET /api/agent-jobs   POST /api/agent-jobs
 */
import { z } from '../zod';
import { AGENT_JOB_KINDS, AGENT_JOB_STATUSES, diagnosticCheckSchema } from './agent-wire';
import { agentPagingShape } from './computers';

const instant = z.string().nullable();

export const agentJobListQuerySchema = z.object({
  status: z.enum(AGENT_JOB_STATUSES).optional(),
  /** in-flight: queued or running; done: succeeded or failed. */
  state: z.enum(['in-flight', 'done']).optional(),
  computerId: z.guid().optional(),
  batchId: z.guid().optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  ...agentPagingShape,
});

export const agentJobsCreateSchema = z.object({
  computerIds: z
    .array(z.guid())
    .min(1, 'Choose at least one computer')
    .max(1000, 'At most 1,000 computers at once'),
});

export const agentJobSchema = z.object({
  _id: z.string(),
  batchId: z.string(),
  computer: z.object({ _id: z.string(), hostname: z.string() }),
  asset: z.object({ _id: z.string(), name: z.string().nullable() }).nullable(),
  kind: z.enum(AGENT_JOB_KINDS),
  status: z.enum(AGENT_JOB_STATUSES),
  progress: z.number(),
  step: z.string().nullable(),
  result: z.object({ checks: z.array(diagnosticCheckSchema) }).nullable(),
  error: z.string().nullable(),
  createdAt: instant,
  startedAt: instant,
  finishedAt: instant,
});
export type AgentJob = z.infer<typeof agentJobSchema>;

export const agentJobListSchema = z.object({
  type: z.literal('success'),
  items: z.array(agentJobSchema),
  total: z.number(),
  pageNumber: z.number(),
  limit: z.number(),
});
export type AgentJobList = z.infer<typeof agentJobListSchema>;

export const agentJobsCreatedSchema = z.object({
  type: z.literal('success'),
  batchId: z.string(),
  count: z.number(),
  jobs: z.array(agentJobSchema),
});
export type AgentJobsCreated = z.infer<typeof agentJobsCreatedSchema>;

/** An agent's job in its own URLs: /api/agent/computers/:id/jobs/:jobId/... */
export const agentJobParamsSchema = z.object({ id: z.guid(), jobId: z.guid() });
