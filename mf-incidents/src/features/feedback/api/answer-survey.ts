/**
 * POST /incidents/tickets/:id/survey: the requester's answer. The screen says thanks at
 * once; the ticket (its survey's state) and the satisfaction figures are read again when
 * next shown, and the survey is never kept (get-survey.ts).
 */
import type { SurveyAnswer } from '@itam/shared/contracts/incidents';
import type { TicketBase } from '../../../api/incidents-api';
import { incidentsApi } from '../../../common/incidents-server-api';

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    answerSurvey: build.mutation<
      unknown,
      { ticketId: string; answer: SurveyAnswer; mount: TicketBase }
    >({
      query: ({ ticketId, answer, mount }) => ({
        url: `/incidents/${mount}/${ticketId}/survey`,
        method: 'POST',
        body: answer,
      }),
      invalidatesTags: (_answer, error, { ticketId }) =>
        error ? [] : [{ type: 'Ticket', id: ticketId }, 'Satisfaction'],
    }),
  }),
});

export const { useAnswerSurveyMutation } = endpoint;
