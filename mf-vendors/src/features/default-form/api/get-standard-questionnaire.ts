/** GET /vendors/questionnaires/default: the company's standard questionnaire (null on a 404: none yet). */
import {
  QUESTIONNAIRE_PATHS,
  type Questionnaire,
  type QuestionnaireResponse,
} from '@itam/shared/contracts/vendors';
import { vendorsApi, type Ok } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    getStandardQuestionnaire: build.query<Questionnaire | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: QUESTIONNAIRE_PATHS.standard });
        if (answer.error) return answer.error.status === 404 ? { data: null } : answer;
        return { data: (answer.data as Ok<QuestionnaireResponse>).questionnaire };
      },
      providesTags: [{ type: 'Questionnaire', id: 'STANDARD' }],
    }),
  }),
});

export const { useGetStandardQuestionnaireQuery } = endpoint;
/** The injected api, for writes that put the standard questionnaire in the cache. */
export const standardQuestionnaireApi = endpoint;

/**
 * A stored questionnaire is the write's answer: when it is the standard one it replaces the
 * kept standard questionnaire without a request.
 */
export async function keepStandard(
  body: { isDefault?: boolean },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Questionnaire }> },
): Promise<void> {
  if (!body.isDefault) return;
  try {
    const { data } = await queryFulfilled;
    dispatch(
      standardQuestionnaireApi.util.upsertQueryData('getStandardQuestionnaire', undefined, data),
    );
  } catch {
    // The screen shows the failure from the write's own answer.
  }
}
