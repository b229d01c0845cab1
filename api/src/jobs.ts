/**
 * The product's background jobs: the runner (platform/jobs) started on the app's database
 * unless JOBS=off, then each module's jobs defined and scheduled. A new module with jobs
 * adds its define function here, as app.ts lists the modules' routes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import type { Database } from './db';
import { defineAuthJobs } from './modules/auth/jobs';
import { defineOrganisationJobs } from './modules/organisation/jobs';
import { defineUploadJobs } from './modules/uploads/jobs';
import { sweepExpiredIdempotencyKeys } from './platform/idempotency';
import { startJobs, type Jobs, type RunnerTuning } from './platform/jobs';

export const SWEEP_IDEMPOTENCY_KEYS = 'platform.sweep-idempotency-keys';

/** The platform's own upkeep: Idempotency-Key answers past their 24 hours, hourly. */
async function definePlatformJobs(jobs: Jobs, ctx: AppContext): Promise<void> {
  await jobs.define(SWEEP_IDEMPOTENCY_KEYS, async () => {
    await sweepExpiredIdempotencyKeys(ctx.db, new Date());
  });
  await jobs.schedule(SWEEP_IDEMPOTENCY_KEYS, '37 * * * *');
}

const MODULE_JOBS = [definePlatformJobs, defineAuthJobs, defineOrganisationJobs, defineUploadJobs];

/** The started runner with every module's jobs (also set as ctx.jobs); null with JOBS=off. */
export async function startAppJobs(
  ctx: AppContext,
  database: Database,
  log: FastifyBaseLogger,
  tuning?: RunnerTuning,
): Promise<Jobs | null> {
  if (ctx.config.jobs === false) return null;
  const url = ctx.config.database.kind === 'postgres' ? ctx.config.database.url : null;
  const jobs = await startJobs(database, url, (err) => log.error({ err }, 'job runner'), tuning);
  try {
    for (const define of MODULE_JOBS) await define(jobs, ctx);
  } catch (err) {
    await jobs.stop();
    throw err;
  }
  ctx.jobs = jobs;
  return jobs;
}
