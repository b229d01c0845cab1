/** The dashboard's figures: counts by state, by type and branch, and warranties ending. */
import { sql, type Kysely } from 'kysely';
import type { AssetState } from '@itam/shared/contracts/assets';
import type { DB } from '../../db/schema';
import { warrantyEndsWithin } from './list-filters.queries';

export async function stateCounts(
  db: Kysely<DB>,
  companyId: string,
): Promise<{ state: AssetState; n: number }[]> {
  return db
    .selectFrom('asset_counts')
    .select(['state', 'n'])
    .where('company_id', '=', companyId)
    .where('n', '>', 0)
    .execute();
}

export interface BreakdownRow {
  type_id: string | null;
  type_name: string | null;
  office_id: string | null;
  branch_name: string | null;
  dim: 'type' | 'branch';
  n: number;
}

/** One pass over the company's assets for both breakdowns (by type, by branch). */
export async function breakdowns(db: Kysely<DB>, companyId: string): Promise<BreakdownRow[]> {
  const result = await sql<BreakdownRow>`select g.asset_type_id as type_id,
          (select t.name from asset_types t where t.id = g.asset_type_id) as type_name,
          g.office_id, (select b.name from branches b where b.id = g.office_id) as branch_name, g.dim, g.n
        from (select a.asset_type_id, a.office_id, count(*)::int as n,
                case when grouping(a.asset_type_id) = 0 then 'type' else 'branch' end as dim
              from assets a where a.company_id = ${companyId}
              group by grouping sets ((a.asset_type_id), (a.office_id))) g`.execute(db);
  return result.rows;
}

/** The list's own clauses (warrantyEndsWithinDays), so each figure opens exactly its assets. */
export async function warrantiesEnding(
  db: Kysely<DB>,
  companyId: string,
  today: string,
): Promise<{ d30: number; d60: number; d90: number }> {
  const result = await sql<{ d30: number; d60: number; d90: number }>`select
          count(*) filter (where ${warrantyEndsWithin(30, today)})::int as d30,
          count(*) filter (where ${warrantyEndsWithin(60, today)})::int as d60,
          count(*)::int as d90
        from assets a where a.company_id = ${companyId} and ${warrantyEndsWithin(90, today)}`.execute(
    db,
  );
  return result.rows[0] ?? { d30: 0, d60: 0, d90: 0 };
}
