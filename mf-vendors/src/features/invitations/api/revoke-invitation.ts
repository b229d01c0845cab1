/** POST /vendors/:id/invitations/:invitationId/revoke: the link stops working. */
import {
  INVITATION_PATHS,
  type Invitation,
  type InvitationResponse,
} from '@itam/shared/contracts/vendors';
import { vendorsApi, type Ok } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    revokeInvitation: build.mutation<Invitation, { vendorId: string; invitationId: string }>({
      query: ({ vendorId, invitationId }) => ({
        url: INVITATION_PATHS.revoke(vendorId, invitationId),
        method: 'POST',
        body: {},
      }),
      transformResponse: (answer: Ok<InvitationResponse>) => answer.invitation,
      // The vendor's status stays: only its links are read again.
      invalidatesTags: (_invitation, _error, { vendorId }) => [
        { type: 'Invitation', id: vendorId },
      ],
    }),
  }),
});

export const { useRevokeInvitationMutation } = endpoint;
