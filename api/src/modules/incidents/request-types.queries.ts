/** The service request catalogue in the database. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { RequestTypeField } from '../../db/schema-incidents';

/** The company's request types (`all`: the retired ones too), in their order. */
export function selectRequestTypes(db: Kysely<DB>, companyId: string, all: boolean) {
  let q = db
    .selectFrom('ticket_request_types')
    .select(['id', 'key', 'name', 'description', 'fields', 'active'])
    .where('company_id', '=', companyId);
  if (!all) q = q.where('active', '=', true);
  return q.orderBy('position').orderBy('name').execute();
}

export interface RequestTypeValues {
  key: string;
  name: string;
  description: string | null;
  fields: RequestTypeField[];
  active: boolean;
}

/** Writes the catalogue: a type left out is retired (its tickets keep it), never deleted. */
export async function saveRequestTypes(
  trx: Kysely<DB>,
  companyId: string,
  types: readonly RequestTypeValues[],
): Promise<void> {
  const keys = types.map((t) => t.key);
  await trx
    .updateTable('ticket_request_types')
    .set({ active: false })
    .where('company_id', '=', companyId)
    .$if(keys.length > 0, (q) => q.where('key', 'not in', keys))
    .execute();
  for (const [position, t] of types.entries()) {
    const values = {
      name: t.name,
      description: t.description,
      fields: JSON.stringify(t.fields),
      active: t.active,
      position,
    };
    await trx
      .insertInto('ticket_request_types')
      .values({ company_id: companyId, key: t.key, ...values })
      .onConflict((oc) => oc.columns(['company_id', 'key']).doUpdateSet(values))
      .execute();
  }
}
