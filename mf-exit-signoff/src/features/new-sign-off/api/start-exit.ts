/** POST /api/exits: 400 `employeeId` / `lastWorkingDay` / `reason`, 409 `employeeId` while one is in progress. */
import {
  EXIT_PATHS,
  type Exit,
  type ExitResponse,
  type StartExitBody,
} from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    startExit: build.mutation<Exit, StartExitBody>({
      query: (body) => ({ url: EXIT_PATHS.exits, method: 'POST', body }),
      transformResponse: (answer: Ok<ExitResponse>) => answer.exit,
      // A new exit joins the lists (and may be the reader's own): they read again.
      invalidatesTags: (_exit, error) => (error ? [] : ['ExitList', 'OwnExit']),
    }),
  }),
});

export const { useStartExitMutation } = endpoint;
