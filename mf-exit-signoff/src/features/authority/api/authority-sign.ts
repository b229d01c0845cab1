/** POST /api/exits/:id/authority-sign: the clearance; the signature a PNG data URL. */
import { type AuthoritySignBody, type Exit, type ExitResponse } from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';
import { keepWrittenExit } from '../../exit-employee/api/get-exit';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    authoritySign: build.mutation<Exit, { exitId: string; body: AuthoritySignBody }>({
      query: ({ exitId, body }) => ({
        url: `/exits/${exitId}/authority-sign`,
        method: 'POST',
        body,
      }),
      transformResponse: (answer: Ok<ExitResponse>) => answer.exit,
      onQueryStarted: keepWrittenExit,
      // The exit leaves the lists of clearances to sign: every list reads again.
      invalidatesTags: (_exit, error) => (error ? [] : ['ExitList', 'OwnExit']),
    }),
  }),
});

export const { useAuthoritySignMutation } = endpoint;
