/** POST /api/exits/:id/items/:itemId: IT's recovery of one item. */
import { type Exit, type ExitResponse, type ItemRecovery } from '@itam/shared/contracts/exits';
import { exitsApi, type Ok } from '../../../common/exits-server-api';
import { keepWrittenExit } from '../../exit-employee/api/get-exit';

const endpoint = exitsApi.injectEndpoints({
  endpoints: (build) => ({
    recordItem: build.mutation<Exit, { exitId: string; itemId: string; body: ItemRecovery }>({
      query: ({ exitId, itemId, body }) => ({
        url: `/exits/${exitId}/items/${itemId}`,
        method: 'POST',
        body,
      }),
      transformResponse: (answer: Ok<ExitResponse>) => answer.exit,
      // The answer is the exit as it is now: the screens showing it need no read.
      onQueryStarted: keepWrittenExit,
    }),
  }),
});

export const { useRecordItemMutation } = endpoint;
