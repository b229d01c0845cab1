/** POST /vendors: registers a vendor (status `registered` until a questionnaire is sent). */
import {
  VENDOR_PATHS,
  type Vendor,
  type VendorBody,
  type VendorResponse,
} from '@itam/shared/contracts/vendors';
import { vendorsApi, type Ok } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    createVendor: build.mutation<Vendor, VendorBody>({
      query: (body) => ({ url: VENDOR_PATHS.list, method: 'POST', body }),
      transformResponse: (answer: Ok<VendorResponse>) => answer.vendor,
      invalidatesTags: ['VendorList', 'VendorStanding'],
    }),
  }),
});

export const { useCreateVendorMutation } = endpoint;
