/** GET /incidents/settings/calendar: the working days, hours and holidays the SLA clock counts. */
import type { DeskCalendar } from '@itam/shared/contracts/incidents';
import { incidentsApi } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendar: build.query<DeskCalendar, void>({
      query: () => ({ url: '/incidents/settings/calendar' }),
      transformResponse: (answer: { calendar: DeskCalendar }) => answer.calendar,
      providesTags: ['DeskCalendar'],
    }),
  }),
});

export const { useGetCalendarQuery } = endpoint;
/** The injected api, for the write that puts its answer in the cache. */
export const getCalendarApi = endpoint;
