/**
 * POST /vendor-response/:token/submit (or /vendor-form/...): sends the round; 400
 * `answers.<questionId>` per required one left. The vendor is in review then: its record,
 * review, links and standing are read again where shown.
 */
import { linkPath, type LinkDoor, type OkResponse } from '@itam/shared/contracts/vendors';
import { vendorsApi } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    submitLinkForm: build.mutation<OkResponse, { token: string; door: LinkDoor }>({
      query: ({ token, door }) => ({
        url: `${linkPath(token, door)}/submit`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Vendor', 'VendorList', 'Review', 'Invitation', 'VendorStanding'],
    }),
  }),
});

export const { useSubmitLinkFormMutation } = endpoint;
