/** GET /incidents/agents: the company's agents, by name (queue view or assign permission). */
import type { Agent } from '@itam/shared/contracts/incidents';
import { incidentsApi } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    listAgents: build.query<Agent[], void>({
      query: () => ({ url: '/incidents/agents' }),
      transformResponse: (answer: { agents: Agent[] }) => answer.agents,
      providesTags: ['Agent'],
    }),
  }),
});

export const { useListAgentsQuery } = endpoint;
