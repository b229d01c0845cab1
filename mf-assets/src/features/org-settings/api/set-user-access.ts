/**
 * POST /company/users/:id/deactivate (they can no longer sign in; their sessions end) or
 * /reactivate: the status changes at once on screen (optimistic).
 */
import { ORG_API_PATHS, type OkResponse } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';
import { getUsersApi } from './get-users';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    setUserAccess: build.mutation<OkResponse, { userId: string; active: boolean }>({
      query: ({ userId, active }) => ({
        url: active ? ORG_API_PATHS.userReactivate(userId) : ORG_API_PATHS.userDeactivate(userId),
        method: 'POST',
        body: {},
      }),
      async onQueryStarted({ userId, active }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getUsersApi.util.updateQueryData('getUsers', undefined, (users) => {
            const user = users.find((u) => u._id === userId);
            if (user) user.active = active;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useSetUserAccessMutation } = endpoint;
