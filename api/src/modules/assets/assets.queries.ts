/** The pickers' lists of assets in stock: the available ones and the reserved ones. */
import { sql, type Kysely } from 'kysely';
import type { AvailableAsset } from '@itam/shared/contracts/assets';
import type { DB } from '../../db/schema';
import { AVAILABLE_ASSET } from './reservations.queries';
import { likePattern } from '../../platform/sql';

/** An asset as the pickers and the reserved list show it: name, tag, serial, model, type. */
interface AssetChoiceRow {
  id: string;
  name: string;
  tag: string | null;
  serial_number: string | null;
  model: string | null;
  type_id: string | null;
  type_name: string | null;
}

/** The columns of AssetChoiceRow, from `assets a` left-joined with `asset_types t`. */
const ASSET_CHOICE_COLUMNS = sql.raw(
  'a.id, a.name, a.tag, a.serial_number, a.model, t.id as type_id, t.name as type_name',
);

const assetChoiceOf = (r: AssetChoiceRow): AvailableAsset => ({
  _id: r.id,
  name: r.name,
  tag: r.tag,
  serialNumber: r.serial_number,
  model: r.model,
  assetType: r.type_id ? { _id: r.type_id, name: r.type_name ?? '' } : null,
});

export interface AvailableFilter {
  search?: string;
  assetTypeId?: string;
  limit: number;
}

/** In stock and reserved for no one, by name. */
export async function availableAssets(
  db: Kysely<DB>,
  companyId: string,
  query: AvailableFilter,
): Promise<AvailableAsset[]> {
  const like = query.search ? likePattern(query.search) : null;
  const rows = await sql<AssetChoiceRow>`select ${ASSET_CHOICE_COLUMNS}
      from assets a
      left join asset_types t on t.company_id = a.company_id and t.id = a.asset_type_id
      where a.company_id = ${companyId} and ${AVAILABLE_ASSET}
        ${query.assetTypeId ? sql`and a.asset_type_id = ${query.assetTypeId}` : sql``}
        ${
          like
            ? sql`and (a.name ilike ${like} or a.tag ilike ${like} or a.serial_number ilike ${like})`
            : sql``
        }
      order by lower(a.name), a.id
      limit ${query.limit}`.execute(db);
  return rows.rows.map(assetChoiceOf);
}

/**
 * The first `limit` reserved assets by name, and how many there are: read from the
 * reservations (a few), not by probing every asset of the company.
 */
export async function reservedAssets(
  db: Kysely<DB>,
  companyId: string,
  limit: number,
): Promise<{ assets: AvailableAsset[]; total: number }> {
  const rows = await sql<AssetChoiceRow & { total: number }>`select ${ASSET_CHOICE_COLUMNS},
        count(*) over ()::int as total
      from asset_reservations r
      join assets a on a.company_id = r.company_id and a.id = r.asset_id
      left join asset_types t on t.company_id = a.company_id and t.id = a.asset_type_id
      where r.company_id = ${companyId}
      order by lower(a.name), a.id
      limit ${limit}`.execute(db);
  return { assets: rows.rows.map(assetChoiceOf), total: rows.rows[0]?.total ?? 0 };
}
