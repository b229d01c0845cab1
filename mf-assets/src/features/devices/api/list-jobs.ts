/** GET /agent-jobs: one page of diagnostic jobs, newest first. */
import { AGENT_API, type AgentJobList } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';
import { jobListQuery, type JobListParams } from './devices-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    listJobs: build.query<AgentJobList, JobListParams>({
      query: (params) => ({ url: AGENT_API.jobs, params: jobListQuery(params) }),
      providesTags: ['AgentJob'],
    }),
  }),
});

export const { useListJobsQuery } = endpoint;
