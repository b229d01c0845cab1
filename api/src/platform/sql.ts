/** SQL pieces every module's queries share. */
import { sql, type RawBuilder } from 'kysely';

/**
 * `%term%` for LIKE over lowered text (or ILIKE), with the user's own % _ \ taken
 * literally: every text search in the API builds its pattern here.
 */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * LIMIT/OFFSET. The limit (a validated 1..100) is a literal so a prepared
 * statement's generic plan knows the page is small and joins it by index lookups.
 */
export function limitOffset(limit: number, offset: number): RawBuilder<unknown> {
  return sql`limit ${sql.lit(limit)} offset ${offset}`;
}
