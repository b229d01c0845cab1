/** Dropdown data of the asset form and filters: one small typed function per endpoint. */
import { expectSuccess, http } from '@itam/shared/api';
import {
  ASSET_API_PATHS,
  type AssetTypesResponse,
  type EmployeesDropdownResponse,
  type PurchaseOrdersDropdownResponse,
} from '@itam/shared/contracts';

export type AssetTypeOption = Extract<
  AssetTypesResponse,
  { type: 'success' }
>['assetTypes'][number];
export type EmployeeOption = Extract<
  EmployeesDropdownResponse,
  { type: 'success' }
>['employees'][number];
export type PurchaseOrderOption = Extract<
  PurchaseOrdersDropdownResponse,
  { type: 'success' }
>['purchaseOrders'][number];

/** GET /company/asset-types */
export async function getAssetTypes(): Promise<AssetTypeOption[]> {
  return expectSuccess(await http.get<AssetTypesResponse>(ASSET_API_PATHS.assetTypes)).assetTypes;
}

/** GET /company/purchase-orders/dropdown */
export async function getPurchaseOrdersDropdown(): Promise<PurchaseOrderOption[]> {
  return expectSuccess(
    await http.get<PurchaseOrdersDropdownResponse>(ASSET_API_PATHS.purchaseOrdersDropdown),
  ).purchaseOrders;
}
