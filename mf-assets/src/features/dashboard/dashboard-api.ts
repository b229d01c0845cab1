import { expectSuccess, http } from '@itam/shared/api';
import {
  ASSET_API_PATHS,
  type AssetDashboard,
  type AssetDashboardResponse,
} from '@itam/shared/contracts';

/** GET /assets/dashboard — counts by state, type and branch, expiring warranties, recent activity. */
export async function getDashboard(): Promise<AssetDashboard> {
  const { type: _type, ...dashboard } = expectSuccess(
    await http.get<AssetDashboardResponse>(ASSET_API_PATHS.dashboard),
  );
  return dashboard;
}
