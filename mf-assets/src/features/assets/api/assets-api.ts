/** The asset list's endpoints: one small typed function each. */
import { expectSuccess, http } from '@itam/shared/api';
import {
  ASSET_API_PATHS,
  type AssetSortField,
  type AssetState,
  type BulkAssetsRequest,
  type BulkAssetsResponse,
  type GetAssetsResponse,
  type OkResponse,
  type ReservedAssetsResponse,
} from '@itam/shared/contracts';

export type AssetsPage = Extract<GetAssetsResponse, { type: 'success' }>;
export type BulkAction = BulkAssetsRequest['action'];
/** States a bulk set-state may target (not ASSIGNED nor DISPOSED). */
export type BulkTargetState = NonNullable<BulkAssetsRequest['state']>;
export type BulkResult = Extract<BulkAssetsResponse, { type: 'success' }>;

export interface GetAssetsParams {
  pageNumber: number;
  limit: number;
  search?: string;
  states?: readonly AssetState[];
  /** Type ids; `none` for the assets without a type. */
  assetTypeId?: readonly string[];
  /** Branch ids; `none` for the assets without a branch. */
  officeId?: readonly string[];
  employeeId?: string | null;
  warrantyEndsWithinDays?: number | null;
  /** false: only assets reserved for no one (what `/in-stock` lists); true: only reserved ones. */
  reserved?: boolean;
  sortBy?: AssetSortField;
  sortOrder?: 'asc' | 'desc';
}

/** Only the parameters that are set: an empty filter is no filter. */
function listParams(params: GetAssetsParams): Record<string, string | number> {
  const out: Record<string, string | number> = {
    pageNumber: params.pageNumber,
    limit: params.limit,
  };
  if (params.search?.trim()) out.search = params.search.trim();
  if (params.states?.length) out.states = params.states.join(',');
  if (params.assetTypeId?.length) out.assetTypeId = params.assetTypeId.join(',');
  if (params.officeId?.length) out.officeId = params.officeId.join(',');
  if (params.employeeId) out.employeeId = params.employeeId;
  if (params.warrantyEndsWithinDays !== null && params.warrantyEndsWithinDays !== undefined)
    out.warrantyEndsWithinDays = params.warrantyEndsWithinDays;
  if (params.reserved !== undefined) out.reserved = String(params.reserved);
  if (params.sortBy) out.sortBy = params.sortBy;
  if (params.sortOrder) out.sortOrder = params.sortOrder;
  return out;
}

export type ReservedAssets = Extract<ReservedAssetsResponse, { type: 'success' }>;

/** GET /assets/reserved — the in-stock assets set aside for someone, with who holds each. */
export async function getReservedAssets(): Promise<ReservedAssets> {
  return expectSuccess(await http.get<ReservedAssetsResponse>(ASSET_API_PATHS.reserved));
}

/** GET /assets/get-assets — one page of the company's assets; the counts come back as numbers. */
export async function getAssets(params: GetAssetsParams): Promise<AssetsPage> {
  const page = expectSuccess(
    await http.get<GetAssetsResponse>(ASSET_API_PATHS.list, { params: listParams(params) }),
  );
  return {
    ...page,
    totalAssetsCount: Number(page.totalAssetsCount),
    limit: Number(page.limit),
    pageNumber: Number(page.pageNumber),
  };
}

/** DELETE /assets/:id */
export async function deleteAsset(id: string): Promise<void> {
  expectSuccess(await http.delete<OkResponse>(ASSET_API_PATHS.asset(id)));
}

/** POST /assets/bulk — delete or set the state of up to 500 assets. */
export async function bulkAssets(body: BulkAssetsRequest): Promise<BulkResult> {
  return expectSuccess(await http.post<BulkAssetsResponse>(ASSET_API_PATHS.bulk, body));
}
