/** GET /incidents/reports/satisfaction: the surveys' figures, overall, per agent and per asset model. */
import type { SatisfactionReport } from '@itam/shared/contracts/incidents';
import { incidentsApi } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    getSatisfaction: build.query<SatisfactionReport, void>({
      query: () => ({ url: '/incidents/reports/satisfaction' }),
      transformResponse: ({ type: _type, ...rest }: SatisfactionReport & { type: 'success' }) =>
        rest,
      providesTags: ['Satisfaction'],
    }),
  }),
});

export const { useGetSatisfactionQuery } = endpoint;
