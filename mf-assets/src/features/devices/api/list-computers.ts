/** GET /agent-computers: one page (pageNumber from 0), with the company's counts by health. */
import { AGENT_API, type AgentComputerList } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';
import { computerListQuery, type ComputerListParams } from './devices-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    listComputers: build.query<AgentComputerList, ComputerListParams>({
      query: (params) => ({ url: AGENT_API.computers, params: computerListQuery(params) }),
      providesTags: ['AgentComputer'],
    }),
  }),
});

export const { useListComputersQuery } = endpoint;
