/** kysely table types of migration 0032 (secrets the servers share); `DB` in schema.ts includes them. */
import type { ColumnType } from 'kysely';

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ServerTables {
  server_secrets: ServerSecretsTable;
}
