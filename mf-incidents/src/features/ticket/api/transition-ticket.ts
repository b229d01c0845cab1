/** POST /incidents/tickets/:id/transition: a step of the ticket's lifecycle (start, resolve, close...). */
import type { TicketAction, TicketDetail, TicketResponse } from '@itam/shared/contracts/incidents';
import type { TicketBase } from '../../../api/incidents-api';
import { incidentsApi, type Ok } from '../../../common/incidents-server-api';
import { keepWrittenTicket } from './get-ticket';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    transitionTicket: build.mutation<
      TicketDetail,
      { id: string; action: TicketAction; comment?: string; mount: TicketBase }
    >({
      query: ({ id, action, comment, mount }) => ({
        url: `/incidents/${mount}/${id}/transition`,
        method: 'POST',
        body: { action, ...(comment?.trim() ? { comment: comment.trim() } : {}) },
      }),
      transformResponse: (answer: Ok<TicketResponse>) => answer.ticket,
      onQueryStarted: keepWrittenTicket,
    }),
  }),
});

export const { useTransitionTicketMutation } = endpoint;
