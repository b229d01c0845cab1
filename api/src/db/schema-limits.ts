/**
 * kysely table types of migration 0033 (limits every server shares: platform/limit-counts.ts);
 * `DB` in schema.ts includes them. Times are milliseconds since the epoch.
 */
export interface LimitHitsTable {
  key: string;
  /** Read through `array_to_json` (limit-counts.ts): the drivers return bigint[] as text. */
  hits: number[];
  expires_at: number;
}

export interface RateLimitCountsTable {
  key: string;
  count: number;
  resets_at: number;
}

export interface LimitTables {
  limit_hits: LimitHitsTable;
  rate_limit_counts: RateLimitCountsTable;
}
