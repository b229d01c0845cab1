/** GET /company/invitations */
import { ORG_API_PATHS, type InvitationsResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getInvitations: build.query<Ok<InvitationsResponse>['invitations'], void>({
      query: () => ({ url: ORG_API_PATHS.invitations }),
      transformResponse: (answer: Ok<InvitationsResponse>) => answer.invitations,
      providesTags: ['Invitation'],
    }),
  }),
});

export const { useGetInvitationsQuery } = endpoint;
