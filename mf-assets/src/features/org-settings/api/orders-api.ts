/** Purchase orders. */
import { expectSuccess, http } from '@itam/shared/api';
import {
  ORG_API_PATHS,
  type OkResponse,
  type PurchaseOrderInput,
  type PurchaseOrderListQuery,
  type PurchaseOrderReceiveRequest,
  type PurchaseOrderResponse,
  type PurchaseOrdersResponse,
} from '@itam/shared/contracts';

export type PurchaseOrdersPage = Extract<PurchaseOrdersResponse, { type: 'success' }>;

/** GET /company/purchase-orders */
export async function getPurchaseOrders(
  query: PurchaseOrderListQuery,
): Promise<PurchaseOrdersPage> {
  return expectSuccess(
    await http.get<PurchaseOrdersResponse>(ORG_API_PATHS.purchaseOrders, { params: query }),
  );
}

/** GET /company/purchase-orders/:id */
export async function getPurchaseOrder(id: string) {
  return expectSuccess(await http.get<PurchaseOrderResponse>(ORG_API_PATHS.purchaseOrder(id)))
    .purchaseOrder;
}

/** POST /company/purchase-orders */
export async function createPurchaseOrder(body: PurchaseOrderInput) {
  return expectSuccess(await http.post<PurchaseOrderResponse>(ORG_API_PATHS.purchaseOrders, body))
    .purchaseOrder;
}

/** POST /company/purchase-orders/:id/receive */
export async function receivePurchaseOrder(id: string, body: PurchaseOrderReceiveRequest) {
  return expectSuccess(
    await http.post<PurchaseOrderResponse>(ORG_API_PATHS.purchaseOrderReceive(id), body),
  ).purchaseOrder;
}

/** DELETE /company/purchase-orders/:id */
export async function deletePurchaseOrder(id: string): Promise<void> {
  expectSuccess(await http.delete<OkResponse>(ORG_API_PATHS.purchaseOrder(id)));
}
