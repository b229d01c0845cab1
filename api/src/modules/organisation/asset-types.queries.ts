/** The SQL of the company's asset types as the settings list them, with their assets. */
import { sql, type Kysely } from 'kysely';
import type { AssetTypeSetting } from '@itam/shared/contracts/organisation';
import type { DB } from '../../db/schema';
import { badField, uniqueViolation } from '../../platform/http-errors';
import { orgRecords } from './records.queries';

export const TYPE_NOT_FOUND = 'Asset type not found';
const TAKEN = 'Your company already has an asset type of this name';

function selectTypes(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom('asset_types as t')
    .select([
      't.id',
      't.name',
      't.depreciation_method',
      't.useful_life_years',
      sql<number>`(select count(*) from assets a where a.company_id = t.company_id and a.asset_type_id = t.id)::int`.as(
        'asset_count',
      ),
    ])
    .where('t.company_id', '=', companyId);
}

type TypeRow = Awaited<ReturnType<ReturnType<typeof selectTypes>['executeTakeFirstOrThrow']>>;

export const toSetting = (r: TypeRow): AssetTypeSetting => ({
  _id: r.id,
  name: r.name,
  depreciationMethod: r.depreciation_method,
  usefulLifeYears: r.useful_life_years,
  assetCount: r.asset_count,
});

export async function listTypes(db: Kysely<DB>, companyId: string): Promise<AssetTypeSetting[]> {
  const rows = await selectTypes(db, companyId).orderBy('t.name').orderBy('t.id').execute();
  return rows.map(toSetting);
}

export const typeRow = (db: Kysely<DB>, companyId: string, id: string, lock = false) => {
  const query = selectTypes(db, companyId).where('t.id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

function mapTaken(err: unknown): never {
  if (uniqueViolation(err)?.includes('asset_types_company_name_key')) throw badField('name', TAKEN);
  throw err;
}

export const typeRecords = orgRecords({
  table: 'asset_types',
  entityType: 'asset_type',
  notFound: TYPE_NOT_FOUND,
  columns: ['name', 'depreciation_method', 'useful_life_years'],
  snapshot: (t: {
    name: string;
    depreciation_method: string | null;
    useful_life_years: number | null;
  }) => ({
    name: t.name,
    depreciationMethod: t.depreciation_method,
    usefulLifeYears: t.useful_life_years,
  }),
  named: (t) => ({ name: t.name }),
  mapError: mapTaken,
});

/** How many purchase order lines of the company name the type. */
export async function orderLinesOfType(trx: Kysely<DB>, companyId: string, id: string) {
  const lines = await trx
    .selectFrom('purchase_order_lines')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('asset_type_id', '=', id)
    .executeTakeFirstOrThrow();
  return lines.n;
}
