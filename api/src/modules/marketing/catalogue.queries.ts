/** The plans on sale and the onboarding device catalogue (active rows, in their order). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export const activePlans = (db: Kysely<DB>) =>
  db
    .selectFrom('plans')
    .select(['id', 'module', 'billing_cycle', 'amount_paise'])
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('billing_cycle')
    .execute();

const DEVICE_COLUMNS = ['id', 'name', 'brand', 'category', 'specs', 'unit_paise'] as const;

export const activeDevices = (db: Kysely<DB>) =>
  db
    .selectFrom('device_catalogue')
    .select(DEVICE_COLUMNS)
    .where('active', '=', true)
    .orderBy('sort_order')
    .execute();

export const activeDevice = (db: Kysely<DB>, id: string) =>
  db
    .selectFrom('device_catalogue')
    .select(DEVICE_COLUMNS)
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();

/** The ids of `ids` that are active catalogue devices. */
export async function knownDeviceIds(db: Kysely<DB>, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('device_catalogue')
    .select('id')
    .where('id', 'in', ids)
    .where('active', '=', true)
    .execute();
  return new Set(rows.map((r) => r.id));
}
