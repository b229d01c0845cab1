/** POST /incidents/tickets: a requester raises an incident. */
import type { NewIncident, TicketDetail, TicketResponse } from '@itam/shared/contracts/incidents';
import { incidentsApi, TICKET_LISTS, type Ok } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    createTicket: build.mutation<TicketDetail, NewIncident>({
      query: (input) => ({ url: '/incidents/tickets', method: 'POST', body: input }),
      transformResponse: (answer: Ok<TicketResponse>) => answer.ticket,
      invalidatesTags: (_ticket, error) => (error ? [] : TICKET_LISTS),
    }),
  }),
});

export const { useCreateTicketMutation } = endpoint;
