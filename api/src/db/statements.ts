/**
 * Which statements are prepared once and re-executed with new values, on both
 * drivers. Planning is most of the cost of the small indexed queries this API
 * runs (PostgreSQL: 0.7 of 0.9 ms for an asset page; PGlite: 5 of 6 ms), so
 * connections plan generically (plan_cache_mode = force_generic_plan) and the
 * queries are written so that their value-independent plan is the right one,
 * except those marked CUSTOM_PLAN, which are planned for their values each run.
 */
import crypto from 'node:crypto';

/**
 * Marks SQL whose right plan depends on its values. Text search is one: the
 * trigram index is only considered when the planner can see the pattern.
 */
export const CUSTOM_PLAN = '/* custom-plan */';

export const GENERIC_PLANS = 'set plan_cache_mode = force_generic_plan';
export const CUSTOM_PLANS = 'set plan_cache_mode = force_custom_plan';

// Bulk inserts are long and one-off: preparing them would only fill server memory.
const MAX_SQL_LENGTH = 4000;
const MAX_PARAMETERS = 100;

export function shouldPrepare(sql: string, parameters: readonly unknown[]): boolean {
  return (
    parameters.length > 0 &&
    parameters.length <= MAX_PARAMETERS &&
    sql.length <= MAX_SQL_LENGTH &&
    !sql.includes(CUSTOM_PLAN)
  );
}

export const statementName = (sql: string): string =>
  `k${crypto.createHash('sha1').update(sql).digest('hex').slice(0, 30)}`;
