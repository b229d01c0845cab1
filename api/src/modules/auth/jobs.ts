/** The auth module's jobs: expired sessions and spent password reset links swept hourly. */
import type { AppContext } from '../../context';
import type { Jobs } from '../../platform/jobs';
import { deleteSpentResetLinks } from './password-reset.queries';
import { deleteExpiredSessions } from './sign-in.queries';

export const SWEEP_SESSIONS_AND_LINKS = 'auth.sweep-expired';

export async function defineAuthJobs(jobs: Jobs, ctx: AppContext): Promise<void> {
  await jobs.define(SWEEP_SESSIONS_AND_LINKS, async () => {
    await deleteExpiredSessions(ctx.db);
    await deleteSpentResetLinks(ctx.db);
  });
  await jobs.schedule(SWEEP_SESSIONS_AND_LINKS, '7 * * * *');
}
