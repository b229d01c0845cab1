/** POST /incidents/requests: a service request of one of the catalogue's types. */
import type {
  NewServiceRequest,
  TicketDetail,
  TicketResponse,
} from '@itam/shared/contracts/incidents';
import { incidentsApi, TICKET_LISTS, type Ok } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    createServiceRequest: build.mutation<TicketDetail, NewServiceRequest>({
      query: (input) => ({ url: '/incidents/requests', method: 'POST', body: input }),
      transformResponse: (answer: Ok<TicketResponse>) => answer.ticket,
      invalidatesTags: (_ticket, error) => (error ? [] : TICKET_LISTS),
    }),
  }),
});

export const { useCreateServiceRequestMutation } = endpoint;
