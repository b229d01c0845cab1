/**
 * PUT /vendors/questionnaires/:id: saves a questionnaire back whole (a new version when its
 * sections changed).
 */
import {
  QUESTIONNAIRE_PATHS,
  type Questionnaire,
  type QuestionnaireBody,
  type QuestionnaireResponse,
} from '@itam/shared/contracts/vendors';
import { vendorsApi, type Ok } from '../../../common/vendors-server-api';
import { keepStandard } from './get-standard-questionnaire';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    updateQuestionnaire: build.mutation<Questionnaire, { id: string; body: QuestionnaireBody }>({
      query: ({ id, body }) => ({
        url: QUESTIONNAIRE_PATHS.questionnaire(id),
        method: 'PUT',
        body,
      }),
      transformResponse: (answer: Ok<QuestionnaireResponse>) => answer.questionnaire,
      onQueryStarted: ({ body }, api) => keepStandard(body, api),
      invalidatesTags: ['QuestionnaireList'],
    }),
  }),
});

export const { useUpdateQuestionnaireMutation } = endpoint;
