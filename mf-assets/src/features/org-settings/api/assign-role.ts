/** PUT /company/users/:id/role: the user's role changes at once on screen (optimistic). */
import { ORG_API_PATHS, type CompanyRole, type OkResponse } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';
import { getUsersApi } from './get-users';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    assignRole: build.mutation<OkResponse, { userId: string; role: CompanyRole }>({
      query: ({ userId, role }) => ({
        url: ORG_API_PATHS.userRole(userId),
        method: 'PUT',
        body: { roleId: role._id },
      }),
      async onQueryStarted({ userId, role }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          getUsersApi.util.updateQueryData('getUsers', undefined, (users) => {
            const user = users.find((u) => u._id === userId);
            if (user) user.role = { _id: role._id, roleName: role.roleName };
          }),
        );
        // A refusal puts the role back as it was.
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['User', 'Role'],
    }),
  }),
});

export const { useAssignRoleMutation } = endpoint;
