/** One asset: read, create, update, and its life-cycle calls. One small typed function each. */
import { expectSuccess, http } from '@itam/shared/api';
import {
  ASSET_API_PATHS,
  type AssetAssignmentsResponse,
  type AssetAssignRequest,
  type AssetDetail,
  type AssetDisposeRequest,
  type AssetInput,
  type AssetResponse,
  type AssetStateChangeRequest,
  type AssetUnassignRequest,
  type GetAssetDetailResponse,
} from '@itam/shared/contracts';

export type AssetAssignmentList = Extract<
  AssetAssignmentsResponse,
  { type: 'success' }
>['assignments'];

/** GET /assets/:id */
export async function getAsset(id: string): Promise<AssetDetail> {
  return expectSuccess(await http.get<GetAssetDetailResponse>(ASSET_API_PATHS.asset(id))).asset;
}

/** POST /assets */
export async function createAsset(body: AssetInput): Promise<AssetDetail> {
  return expectSuccess(await http.post<AssetResponse>(ASSET_API_PATHS.create, body)).asset;
}

/** PUT /assets/:id */
export async function updateAsset(id: string, body: AssetInput): Promise<AssetDetail> {
  return expectSuccess(await http.put<AssetResponse>(ASSET_API_PATHS.asset(id), body)).asset;
}

/** POST /assets/:id/state */
export async function changeAssetState(
  id: string,
  body: AssetStateChangeRequest,
): Promise<AssetDetail> {
  return expectSuccess(await http.post<AssetResponse>(ASSET_API_PATHS.state(id), body)).asset;
}

/** POST /assets/:id/assign */
export async function assignAsset(id: string, body: AssetAssignRequest): Promise<AssetDetail> {
  return expectSuccess(await http.post<AssetResponse>(ASSET_API_PATHS.assign(id), body)).asset;
}

/** POST /assets/:id/unassign */
export async function unassignAsset(id: string, body: AssetUnassignRequest): Promise<AssetDetail> {
  return expectSuccess(await http.post<AssetResponse>(ASSET_API_PATHS.unassign(id), body)).asset;
}

/** GET /assets/:id/assignments */
export async function getAssignments(id: string): Promise<AssetAssignmentList> {
  return expectSuccess(await http.get<AssetAssignmentsResponse>(ASSET_API_PATHS.assignments(id)))
    .assignments;
}

/** POST /assets/:id/dispose */
export async function disposeAsset(id: string, body: AssetDisposeRequest): Promise<AssetDetail> {
  return expectSuccess(await http.post<AssetResponse>(ASSET_API_PATHS.dispose(id), body)).asset;
}
