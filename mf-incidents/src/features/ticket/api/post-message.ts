/** POST /incidents/tickets/:id/messages: a public reply or an internal note. */
import type { TicketDetail, TicketResponse } from '@itam/shared/contracts/incidents';
import type { TicketBase } from '../../../api/incidents-api';
import { incidentsApi, type Ok } from '../../../common/incidents-server-api';
import { keepWrittenTicket } from './get-ticket';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    postMessage: build.mutation<
      TicketDetail,
      { id: string; body: string; visibility: 'public' | 'internal'; mount: TicketBase }
    >({
      query: ({ id, body, visibility, mount }) => ({
        url: `/incidents/${mount}/${id}/messages`,
        method: 'POST',
        body: { body, visibility },
      }),
      transformResponse: (answer: Ok<TicketResponse>) => answer.ticket,
      onQueryStarted: keepWrittenTicket,
    }),
  }),
});

export const { usePostMessageMutation } = endpoint;
