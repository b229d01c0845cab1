/** GET /incidents/settings/sla: the service levels per priority, in working minutes. */
import type { SlaTargetRow } from '@itam/shared/contracts/incidents';
import { incidentsApi } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    getSlaTargets: build.query<SlaTargetRow[], void>({
      query: () => ({ url: '/incidents/settings/sla' }),
      transformResponse: (answer: { targets: SlaTargetRow[] }) => answer.targets,
      providesTags: ['SlaTargets'],
    }),
  }),
});

export const { useGetSlaTargetsQuery } = endpoint;
/** The injected api, for the write that puts its answer in the cache. */
export const getSlaTargetsApi = endpoint;
