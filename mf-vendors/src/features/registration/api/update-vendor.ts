/** PUT /vendors/:id: a vendor's draft fields, whole. */
import {
  VENDOR_PATHS,
  type Vendor,
  type VendorBody,
  type VendorResponse,
} from '@itam/shared/contracts/vendors';
import { vendorChangedTags, vendorsApi, type Ok } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    updateVendor: build.mutation<Vendor, { id: string; body: VendorBody }>({
      query: ({ id, body }) => ({ url: VENDOR_PATHS.vendor(id), method: 'PUT', body }),
      transformResponse: (answer: Ok<VendorResponse>) => answer.vendor,
      invalidatesTags: (_vendor, _error, { id }) => vendorChangedTags(id),
    }),
  }),
});

export const { useUpdateVendorMutation } = endpoint;
