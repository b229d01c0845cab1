/** GET /company/purchase-orders */
import { ORG_API_PATHS, type PurchaseOrderListQuery } from '@itam/shared/contracts';
import { assetsApi } from '../../../common/assets-api';
import type { PurchaseOrdersPage } from './orders-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getPurchaseOrders: build.query<PurchaseOrdersPage, PurchaseOrderListQuery>({
      query: (params) => ({ url: ORG_API_PATHS.purchaseOrders, params }),
      providesTags: [{ type: 'PurchaseOrder', id: 'LIST' }],
    }),
  }),
});

export const { useGetPurchaseOrdersQuery } = endpoint;
