/**
 * POST /vendors/:id/invitations: sends the vendor a questionnaire (a link still open is
 * revoked); the vendor's status, its review and its links change.
 */
import {
  INVITATION_PATHS,
  type SentInvitation,
  type SentInvitationResponse,
} from '@itam/shared/contracts/vendors';
import { vendorChangedTags, vendorsApi, type Ok } from '../../../common/vendors-server-api';

export interface SendInvitationArgs {
  vendorId: string;
  questionnaireId: string;
  expiresInDays?: number;
}

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    sendInvitation: build.mutation<SentInvitation, SendInvitationArgs>({
      query: ({ vendorId, ...body }) => ({
        url: INVITATION_PATHS.list(vendorId),
        method: 'POST',
        body,
      }),
      transformResponse: ({ invitation, link }: Ok<SentInvitationResponse>) => ({
        invitation,
        link,
      }),
      invalidatesTags: (_sent, _error, { vendorId }) => vendorChangedTags(vendorId, true),
    }),
  }),
});

export const { useSendInvitationMutation } = endpoint;
