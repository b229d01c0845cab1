/** The organisation module's jobs: invitations settled a month ago swept daily. */
import type { AppContext } from '../../context';
import type { Jobs } from '../../platform/jobs';
import { deleteSettledInvitations } from './invitations.queries';

export const SWEEP_SETTLED_INVITATIONS = 'organisation.sweep-invitations';

export async function defineOrganisationJobs(jobs: Jobs, ctx: AppContext): Promise<void> {
  await jobs.define(SWEEP_SETTLED_INVITATIONS, async () => {
    await deleteSettledInvitations(ctx.db);
  });
  await jobs.schedule(SWEEP_SETTLED_INVITATIONS, '17 3 * * *');
}
