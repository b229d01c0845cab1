/** Request bodies and query strings of the diagnostics routes (zod: a 400 names the field). */
import { z } from 'zod';
import { AGENT_JOB_STATUSES } from '@itam/shared/schemas';
import { HEALTH_LEVELS } from '../../db/schema-agents';

export const idParamsSchema = z.object({ id: z.guid() });
export const jobParamsSchema = z.object({ id: z.guid(), jobId: z.guid() });

export const enrolmentTokenSchema = z.object({
  /** How long the token works, in hours (default a day, at most 30 days). */
  expiresInHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
});

const paging = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
};

export const computerListQuerySchema = z.object({
  health: z.enum([...HEALTH_LEVELS, 'unknown']).optional(),
  /** Host name, serial or the linked asset's name or tag, contains. */
  search: z.string().trim().max(100).optional(),
  assetId: z.guid().optional(),
  linked: z.enum(['true', 'false']).optional(),
  ...paging,
});

export const createJobsSchema = z.object({
  computerIds: z
    .array(z.guid())
    .min(1, 'Choose at least one computer')
    .max(1000, 'At most 1,000 computers at once'),
});

export const jobListQuerySchema = z.object({
  status: z.enum(AGENT_JOB_STATUSES).optional(),
  /** running: queued or running (the jobs in flight); done: succeeded or failed. */
  state: z.enum(['in-flight', 'done']).optional(),
  computerId: z.guid().optional(),
  batchId: z.guid().optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  ...paging,
});

export const reviewListQuerySchema = z.object(paging);

export const linkReviewSchema = z.object({ assetId: z.guid() });
