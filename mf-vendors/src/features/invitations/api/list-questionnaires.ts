/** GET /vendors/questionnaires: the company's stored questionnaires, to send one. */
import {
  QUESTIONNAIRE_PATHS,
  type QuestionnaireListResponse,
  type QuestionnaireSummary,
} from '@itam/shared/contracts/vendors';
import { vendorsApi, type Ok } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    listQuestionnaires: build.query<QuestionnaireSummary[], void>({
      query: () => ({ url: QUESTIONNAIRE_PATHS.list }),
      transformResponse: (answer: Ok<QuestionnaireListResponse>) => answer.questionnaires,
      providesTags: ['QuestionnaireList'],
    }),
  }),
});

export const { useListQuestionnairesQuery } = endpoint;
