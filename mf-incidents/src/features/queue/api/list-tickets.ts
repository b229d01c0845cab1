/** GET /incidents/tickets (or /incidents/requests): a page of tickets, the queue's or one's own. */
import type { TicketPageResponse } from '@itam/shared/contracts/incidents';
import {
  listParams,
  type TicketBase,
  type TicketListQuery,
  type TicketPage,
} from '../../../api/incidents-api';
import { incidentsApi, type Ok } from '../../../common/incidents-server-api';

export interface ListTicketsArg {
  query: TicketListQuery;
  /** Which mount: the desk's (every kind) or it-services' (service requests). */
  mount?: TicketBase;
}

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    listTickets: build.query<TicketPage, ListTicketsArg>({
      query: ({ query, mount = 'tickets' }) => ({
        url: `/incidents/${mount}`,
        params: listParams(query),
      }),
      transformResponse: (answer: Ok<TicketPageResponse>) => ({
        tickets: answer.tickets,
        total: answer.total,
      }),
      providesTags: (page) => [
        'TicketList',
        ...(page?.tickets ?? []).map((x) => ({ type: 'Ticket' as const, id: x._id })),
      ],
    }),
  }),
});

export const { useListTicketsQuery } = endpoint;
