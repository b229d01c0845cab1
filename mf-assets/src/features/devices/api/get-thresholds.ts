/** GET /agent-health-thresholds: the company's levels (the defaults until changed). */
import { AGENT_API, type AgentThresholdsAnswer } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getThresholds: build.query<AgentThresholdsAnswer, void>({
      query: () => ({ url: AGENT_API.thresholds }),
      providesTags: ['AgentThresholds'],
    }),
  }),
});

export const { useGetThresholdsQuery } = endpoint;
