/** GET /vendors/:id/invitations: the links sent to a vendor, newest first. */
import {
  INVITATION_PATHS,
  type Invitation,
  type InvitationListResponse,
} from '@itam/shared/contracts/vendors';
import { vendorsApi, type Ok } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    listInvitations: build.query<Invitation[], string>({
      query: (vendorId) => ({ url: INVITATION_PATHS.list(vendorId) }),
      transformResponse: (answer: Ok<InvitationListResponse>) => answer.invitations,
      providesTags: (_list, _error, vendorId) => [{ type: 'Invitation', id: vendorId }],
    }),
  }),
});

export const { useListInvitationsQuery } = endpoint;
