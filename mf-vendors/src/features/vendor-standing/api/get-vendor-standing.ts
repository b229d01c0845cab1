/**
 * GET /vendors/standing?name=: the standing of the vendor an asset names (none when no
 * vendor has that name). Read inside the assets remote's asset detail, in the same store.
 */
import {
  vendorStandingPath,
  type VendorStanding,
  type VendorStandingResponse,
} from '@itam/shared/contracts';
import { vendorsApi, type Ok } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    getVendorStanding: build.query<VendorStanding | null, string>({
      query: (vendorName) => ({ url: vendorStandingPath(vendorName) }),
      transformResponse: (answer: Ok<VendorStandingResponse>) => answer.vendor,
      providesTags: (_standing, _error, vendorName) => [
        'VendorStanding',
        { type: 'VendorStanding', id: vendorName },
      ],
    }),
  }),
});

export const { useGetVendorStandingQuery } = endpoint;
