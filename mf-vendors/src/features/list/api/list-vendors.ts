/** GET /vendors?search&status&vendorType&sort&limit&pageNumber: the company's vendors, a page at a time. */
import {
  VENDOR_PATHS,
  type VendorListFilters,
  type VendorListResponse,
  type VendorPage,
  type VendorStatus,
} from '@itam/shared/contracts/vendors';
import { vendorsApi, type Ok } from '../../../common/vendors-server-api';

/** The list's filters as the screens hold them (the query sends them as text). */
export type VendorListQuery = Partial<Omit<VendorListFilters, 'status'>> & {
  status?: readonly VendorStatus[];
};

function listParams(q: VendorListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (q.search?.trim()) params.search = q.search.trim();
  if (q.status?.length) params.status = q.status.join(',');
  if (q.vendorType?.trim()) params.vendorType = q.vendorType.trim();
  if (q.sort) params.sort = q.sort;
  if (q.limit) params.limit = String(q.limit);
  if (q.pageNumber) params.pageNumber = String(q.pageNumber);
  return params;
}

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    listVendors: build.query<VendorPage, VendorListQuery>({
      query: (q) => ({ url: VENDOR_PATHS.list, params: listParams(q) }),
      transformResponse: ({ type: _type, ...page }: Ok<VendorListResponse>) => page,
      providesTags: ['VendorList'],
    }),
  }),
});

export const { useListVendorsQuery } = endpoint;
