/** The uploads module's jobs: abandoned uploads swept every quarter hour (sweep.service.ts). */
import path from 'node:path';
import type { AppContext } from '../../context';
import { ImageStore } from '../../services/image-store';
import type { Jobs } from '../../platform/jobs';
import { sweepAbandonedUploads } from './sweep.service';

export const SWEEP_ABANDONED_UPLOADS = 'uploads.sweep-abandoned';

export async function defineUploadJobs(jobs: Jobs, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  const store = new ImageStore(config.uploadsDir ?? path.join(config.dataDir, 'uploads'));
  await jobs.define(SWEEP_ABANDONED_UPLOADS, async () => {
    await sweepAbandonedUploads(ctx.db, store);
  });
  await jobs.schedule(SWEEP_ABANDONED_UPLOADS, '*/15 * * * *');
}
