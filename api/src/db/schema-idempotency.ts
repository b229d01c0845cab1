/** kysely types of migration 0036's idempotency keys (issue 33, platform/idempotency.ts). */
import type { ColumnType } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface IdempotencyKeysTable {
  company_id: string;
  user_id: string;
  method: string;
  route: string;
  idempotency_key: string;
  fingerprint: string;
  /** Null while the first request runs; its answer's status once it succeeded. */
  status_code: Nullable<number>;
  content_type: Nullable<string>;
  response_body: Nullable<string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
