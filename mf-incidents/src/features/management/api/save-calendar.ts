/** PUT /incidents/settings/calendar: the whole calendar (400 naming `holidays.<i>.date` for a past new day or a repeated one). The answer, as saved, replaces the kept one. */
import type { DeskCalendar, WorkCalendar } from '@itam/shared/contracts/incidents';
import { incidentsApi } from '../../../common/incidents-server-api';
import { getCalendarApi } from './get-calendar';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    saveCalendar: build.mutation<DeskCalendar, WorkCalendar>({
      query: (value) => ({ url: '/incidents/settings/calendar', method: 'PUT', body: value }),
      transformResponse: (answer: { calendar: DeskCalendar }) => answer.calendar,
      async onQueryStarted(_value, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Open tickets' clocks change with it: every ticket and list reads again when shown.
          dispatch(endpoint.util.invalidateTags(['Ticket', 'TicketList', 'AssetTickets']));
          dispatch(getCalendarApi.util.upsertQueryData('getCalendar', undefined, data));
        } catch {
          // The editor shows the refusal from the write's own answer.
        }
      },
    }),
  }),
});

export const { useSaveCalendarMutation } = endpoint;
