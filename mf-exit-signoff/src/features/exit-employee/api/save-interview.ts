/** PUT /api/exits/:id/interview: the exit interview as HR records it. */
import { type Exit, type ExitResponse, type InterviewAnswers } from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';
import { keepWrittenExit } from './get-exit';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    saveInterview: build.mutation<Exit, { exitId: string; answers: InterviewAnswers }>({
      query: ({ exitId, answers }) => ({
        url: `/exits/${exitId}/interview`,
        method: 'PUT',
        body: { answers },
      }),
      transformResponse: (answer: Ok<ExitResponse>) => answer.exit,
      // The answer is the exit as it is now: the screens showing it need no read.
      onQueryStarted: keepWrittenExit,
    }),
  }),
});

export const { useSaveInterviewMutation } = endpoint;
