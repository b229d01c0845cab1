/**
 * POST /vendors/:id/invitations/:invitationId/resend: a new address for the link (the old
 * one stops working), open again for `expiresInDays`.
 */
import {
  INVITATION_PATHS,
  type SentInvitation,
  type SentInvitationResponse,
} from '@itam/shared/contracts/vendors';
import { vendorsApi, type Ok } from '../../../common/vendors-server-api';

export interface ResendInvitationArgs {
  vendorId: string;
  invitationId: string;
  expiresInDays?: number;
}

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    resendInvitation: build.mutation<SentInvitation, ResendInvitationArgs>({
      query: ({ vendorId, invitationId, ...body }) => ({
        url: INVITATION_PATHS.resend(vendorId, invitationId),
        method: 'POST',
        body,
      }),
      transformResponse: ({ invitation, link }: Ok<SentInvitationResponse>) => ({
        invitation,
        link,
      }),
      // The vendor's status stays: only its links are read again.
      invalidatesTags: (_sent, _error, { vendorId }) => [{ type: 'Invitation', id: vendorId }],
    }),
  }),
});

export const { useResendInvitationMutation } = endpoint;
