/** GET /incidents/reports/summary: the desk's open, unassigned and breached tickets and their spread. */
import type { DeskSummary } from '@itam/shared/contracts/incidents';
import { incidentsApi } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    getDeskSummary: build.query<DeskSummary, void>({
      query: () => ({ url: '/incidents/reports/summary' }),
      transformResponse: ({ type: _type, ...rest }: DeskSummary & { type: 'success' }) => rest,
      providesTags: ['DeskSummary'],
    }),
  }),
});

export const { useGetDeskSummaryQuery } = endpoint;
