/** GET /assets/dashboard: the register at a glance. Every query is filtered by the caller's company. */
import type { Kysely } from 'kysely';
import {
  ASSET_STATES,
  type AssetDashboardResponse,
  type AssetState,
} from '@itam/shared/contracts/assets';
import type { DB } from '../../db/schema';
import { listActivity } from '../../services/activity';
import { breakdowns, stateCounts, warrantiesEnding, type BreakdownRow } from './dashboard.queries';
import { todayUtc } from './depreciation';

const UNSPECIFIED = 'Unspecified';

const order = (state: AssetState) => ASSET_STATES.indexOf(state);

/** The breakdown by type or branch, largest first; null `_id`: the assets without one. */
function breakdown(groups: BreakdownRow[], by: 'type' | 'branch') {
  return groups
    .filter((g) => g.dim === by)
    .map((g) => ({
      // null: the assets without one (the list's `none` filter).
      _id: by === 'type' ? g.type_id : g.office_id,
      name: (by === 'type' ? g.type_name : g.branch_name) ?? UNSPECIFIED,
      count: g.n,
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export async function dashboard(
  db: Kysely<DB>,
  companyId: string,
): Promise<AssetDashboardResponse> {
  const [counts, groups, warrantyExpiring, recent] = await Promise.all([
    stateCounts(db, companyId),
    breakdowns(db, companyId),
    warrantiesEnding(db, companyId, todayUtc()),
    listActivity(db, companyId, { pageNumber: 0, limit: 10 }),
  ]);
  const byState = counts
    .map((c) => ({ state: c.state, count: c.n }))
    .sort((a, b) => order(a.state) - order(b.state));
  return {
    type: 'success',
    total: byState.reduce((sum, s) => sum + s.count, 0),
    byState,
    byType: breakdown(groups, 'type'),
    byBranch: breakdown(groups, 'branch'),
    warrantyExpiring,
    recentActivity: recent.activities,
  };
}
