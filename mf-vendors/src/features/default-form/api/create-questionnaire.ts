/** POST /vendors/questionnaires: stores a questionnaire (the standard one with `isDefault`). */
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
    createQuestionnaire: build.mutation<Questionnaire, QuestionnaireBody>({
      query: (body) => ({ url: QUESTIONNAIRE_PATHS.list, method: 'POST', body }),
      transformResponse: (answer: Ok<QuestionnaireResponse>) => answer.questionnaire,
      onQueryStarted: keepStandard,
      invalidatesTags: ['QuestionnaireList'],
    }),
  }),
});

export const { useCreateQuestionnaireMutation } = endpoint;
