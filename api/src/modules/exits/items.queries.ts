/** The SQL of an exit's items: one item, and the record of its recovery. */
import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema';

/** The exit's item (its asset and outcome), or undefined. */
export function findItem(trx: Kysely<DB>, companyId: string, exitId: string, itemId: string) {
  return trx
    .selectFrom('exit_items')
    .select(['id', 'asset_id', 'outcome'])
    .where('company_id', '=', companyId)
    .where('exit_id', '=', exitId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

export async function updateItem(
  trx: Kysely<DB>,
  companyId: string,
  itemId: string,
  values: Updateable<DB['exit_items']>,
): Promise<void> {
  await trx
    .updateTable('exit_items')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', itemId)
    .execute();
}
