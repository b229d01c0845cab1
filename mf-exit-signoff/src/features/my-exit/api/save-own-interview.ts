/** PUT /api/exits/mine/:id/interview: the employee's own answers, once (409 after). */
import {
  type InterviewAnswers,
  type OwnExit,
  type OwnInterviewResponse,
} from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';
import { getOwnExitApi } from './get-own-exit';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    saveOwnInterview: build.mutation<OwnExit, { exitId: string; answers: InterviewAnswers }>({
      query: ({ exitId, answers }) => ({
        url: `/exits/mine/${exitId}/interview`,
        method: 'PUT',
        body: { answers },
      }),
      transformResponse: (answer: Ok<OwnInterviewResponse>) => answer.exit,
      // The answer is the own exit as it is now: the screens showing it need no read.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(getOwnExitApi.util.upsertQueryData('getOwnExit', undefined, data));
        } catch {
          // the form shows the failure
        }
      },
      invalidatesTags: (_exit, error, { exitId }) => (error ? [] : [{ type: 'Exit', id: exitId }]),
    }),
  }),
});

export const { useSaveOwnInterviewMutation } = endpoint;
