/** GET /company/purchase-orders/dropdown */
import { ASSET_API_PATHS, type PurchaseOrdersDropdownResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import type { PurchaseOrderOption } from '../../../common/dropdowns-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getPurchaseOrdersDropdown: build.query<PurchaseOrderOption[], void>({
      query: () => ({ url: ASSET_API_PATHS.purchaseOrdersDropdown }),
      transformResponse: (answer: Ok<PurchaseOrdersDropdownResponse>) => answer.purchaseOrders,
      providesTags: ['PurchaseOrder'],
    }),
  }),
});

export const { useGetPurchaseOrdersDropdownQuery } = endpoint;
