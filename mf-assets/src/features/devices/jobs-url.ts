/** The job screens' state in the URL: the page, and /jobs-info's status, computer and days. */
import { AGENT_JOB_STATUSES, type AgentJobStatus } from '@itam/shared/schemas';
import { urlField as f, urlListSchema, type UrlListValues } from '@itam/shared/list-state';

export const JOBS_PAGE_SIZE = 25;

export const JOB_PAGE_URL = urlListSchema({ page: f.int(1, 100_000) });
export const JOB_PAGE_DEFAULTS = { page: 1 };

export const JOBS_INFO_URL = urlListSchema({
  status: f.oneOf(AGENT_JOB_STATUSES),
  computerId: f.id(),
  from: f.date(),
  to: f.date(),
  page: f.int(1, 100_000),
});

export const JOBS_INFO_DEFAULTS = {
  status: null as AgentJobStatus | null,
  computerId: null as string | null,
  from: null as string | null,
  to: null as string | null,
  page: 1,
};

export type JobsInfoUrl = UrlListValues<typeof JOBS_INFO_URL, typeof JOBS_INFO_DEFAULTS>;
