/** POST /api/exits/:id/departments/:key/sign: a department's signature, with a comment. */
import { type Exit, type ExitResponse } from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';
import { keepWrittenExit } from '../../exit-employee/api/get-exit';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    signDepartment: build.mutation<Exit, { exitId: string; key: string; comment: string | null }>({
      query: ({ exitId, key, comment }) => ({
        url: `/exits/${exitId}/departments/${encodeURIComponent(key)}/sign`,
        method: 'POST',
        body: { comment },
      }),
      transformResponse: (answer: Ok<ExitResponse>) => answer.exit,
      // The exit as it is now replaces the kept one and its summaries; the parts to sign are
      // read on every visit of their screen, so the signed one is gone when it is reached again.
      onQueryStarted: keepWrittenExit,
      invalidatesTags: (_exit, error) => (error ? [] : ['OwnExit']),
    }),
  }),
});

export const { useSignDepartmentMutation } = endpoint;
