/** GET /incidents/tickets/:id/survey: a resolved ticket's survey, for its requester (410 expired, 404 none). */
import type { Survey } from '@itam/shared/contracts/incidents';
import type { TicketBase } from '../../../api/incidents-api';
import { incidentsApi } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    getSurvey: build.query<Survey, { ticketId: string; mount: TicketBase }>({
      query: ({ ticketId, mount }) => ({ url: `/incidents/${mount}/${ticketId}/survey` }),
      transformResponse: (answer: { survey: Survey }) => answer.survey,
      // Read afresh each time it is opened: once answered, it shows the answer.
      keepUnusedDataFor: 0,
      providesTags: (_survey, _error, { ticketId }) => [{ type: 'Survey', id: ticketId }],
    }),
  }),
});

export const { useGetSurveyQuery } = endpoint;
