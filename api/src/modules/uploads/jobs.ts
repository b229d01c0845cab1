/** The uploads module's jobs: abandoned uploads swept every quarter hour (sweep.service.ts). */
import type { AppContext } from '../../context';
import type { Jobs } from '../../platform/jobs';
import { sweepAbandonedUploads } from './sweep.service';

export const SWEEP_ABANDONED_UPLOADS = 'uploads.sweep-abandoned';

export async function defineUploadJobs(jobs: Jobs, ctx: AppContext): Promise<void> {
  await jobs.define(SWEEP_ABANDONED_UPLOADS, async () => {
    await sweepAbandonedUploads(ctx.db, ctx.files);
  });
  await jobs.schedule(SWEEP_ABANDONED_UPLOADS, '*/15 * * * *');
}
