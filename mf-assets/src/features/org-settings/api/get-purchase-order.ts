/** GET /company/purchase-orders/:id */
import { ORG_API_PATHS, type PurchaseOrderResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getPurchaseOrder: build.query<Ok<PurchaseOrderResponse>['purchaseOrder'], string>({
      query: (id) => ({ url: ORG_API_PATHS.purchaseOrder(id) }),
      transformResponse: (answer: Ok<PurchaseOrderResponse>) => answer.purchaseOrder,
      providesTags: (_order, _error, id) => [{ type: 'PurchaseOrder', id }],
    }),
  }),
});

export const { useGetPurchaseOrderQuery } = endpoint;
