/** PATCH /incidents/tickets/:id: the desk changes a ticket (urgency, impact: a new priority; 409 once resolved). */
import type { TicketChange, TicketDetail, TicketResponse } from '@itam/shared/contracts/incidents';
import type { TicketBase } from '../../../api/incidents-api';
import { incidentsApi, type Ok } from '../../../common/incidents-server-api';
import { keepWrittenTicket } from './get-ticket';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    updateTicket: build.mutation<
      TicketDetail,
      { id: string; change: TicketChange; mount: TicketBase }
    >({
      query: ({ id, change, mount }) => ({
        url: `/incidents/${mount}/${id}`,
        method: 'PATCH',
        body: change,
      }),
      transformResponse: (answer: Ok<TicketResponse>) => answer.ticket,
      onQueryStarted: keepWrittenTicket,
    }),
  }),
});

export const { useUpdateTicketMutation } = endpoint;
