/** POST /incidents/tickets/:id/assign: to an agent, or back to the queue (null). */
import type { TicketDetail, TicketResponse } from '@itam/shared/contracts/incidents';
import type { TicketBase } from '../../../api/incidents-api';
import { incidentsApi, type Ok } from '../../../common/incidents-server-api';
import { keepWrittenTicket } from './get-ticket';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    assignTicket: build.mutation<
      TicketDetail,
      { id: string; assigneeId: string | null; mount: TicketBase }
    >({
      query: ({ id, assigneeId, mount }) => ({
        url: `/incidents/${mount}/${id}/assign`,
        method: 'POST',
        body: { assigneeId },
      }),
      transformResponse: (answer: Ok<TicketResponse>) => answer.ticket,
      onQueryStarted: keepWrittenTicket,
    }),
  }),
});

export const { useAssignTicketMutation } = endpoint;
