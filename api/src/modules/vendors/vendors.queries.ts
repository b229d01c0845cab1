/**
 * The vendors' SQL: the register's rows with the assets and purchase orders that name each
 * vendor (their vendor text matched to its name case-insensitively), the list's filters and
 * counts, and the writes of one vendor.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  Vendor,
  VendorInput,
  VendorListFilters,
  VendorSort,
  VendorStanding,
} from '@itam/shared/contracts/vendors';
import type { DB } from '../../db/schema';
import type { VendorStatus } from '../../db/schema-vendors';
import { likePattern } from '../../platform/sql';

/**
 * The status as it stands today: an approved vendor whose certificate lapsed is expired,
 * whether or not a sweep has written it yet.
 */
const statusOf = sql<VendorStatus>`(case when v.status = 'approved' and v.certificate_expires_on < current_date then 'expired' else v.status end)`;

const dayOf = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export function selectVendors(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom('vendors as v')
    .select([
      'v.id',
      'v.vendor_name',
      'v.vendor_type',
      'v.point_of_contact',
      'v.email',
      'v.contact_number',
      'v.website',
      statusOf.as('status'),
      'v.score',
      dayOf('v.certificate_issued_on').as('certificate_issued_on'),
      dayOf('v.certificate_expires_on').as('certificate_expires_on'),
      'v.created_at',
      'v.updated_at',
      sql<number>`(select count(*) from assets a where a.company_id = v.company_id and lower(a.vendor) = lower(v.vendor_name))::int`.as(
        'asset_count',
      ),
      sql<number>`(select count(*) from purchase_orders o where o.company_id = v.company_id and lower(o.vendor) = lower(v.vendor_name))::int`.as(
        'purchase_order_count',
      ),
    ])
    .where('v.company_id', '=', companyId);
}

type VendorRow = Awaited<ReturnType<ReturnType<typeof selectVendors>['executeTakeFirstOrThrow']>>;

export const toVendor = (r: VendorRow): Vendor => ({
  _id: r.id,
  vendorName: r.vendor_name,
  vendorType: r.vendor_type,
  pointOfContact: r.point_of_contact,
  email: r.email,
  contactNumber: r.contact_number,
  website: r.website,
  status: r.status,
  score: r.score === null ? null : Number(r.score),
  certificateIssuedOn: r.certificate_issued_on,
  certificateExpiresOn: r.certificate_expires_on,
  assetCount: r.asset_count,
  purchaseOrderCount: r.purchase_order_count,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The company's vendor with its counts, or undefined. */
export const vendorRow = (db: Kysely<DB>, companyId: string, id: string) =>
  selectVendors(db, companyId).where('v.id', '=', id).executeTakeFirst();

const ORDER: Record<VendorSort, string> = {
  name: 'lower(v.vendor_name) asc, v.id asc',
  newest: 'v.created_at desc, v.id desc',
  expiry: 'v.certificate_expires_on asc nulls last, lower(v.vendor_name) asc, v.id asc',
};

function listWhere(companyId: string, query: VendorListFilters) {
  const parts: RawBuilder<unknown>[] = [sql`v.company_id = ${companyId}`];
  if (query.search) {
    const like = likePattern(query.search);
    parts.push(
      sql`(lower(v.vendor_name) like ${like} or lower(coalesce(v.point_of_contact, '')) like ${like} or v.email like ${like} or lower(v.vendor_type) like ${like})`,
    );
  }
  if (query.vendorType) parts.push(sql`lower(v.vendor_type) = lower(${query.vendorType})`);
  return parts;
}

/** A page of the list, its total and each status's count under the search and type. */
export async function vendorPage(db: Kysely<DB>, companyId: string, query: VendorListFilters) {
  const base = listWhere(companyId, query);
  const filtered = query.status ? [...base, sql`${statusOf} in (${sql.join(query.status)})`] : base;
  const where = sql.join(filtered, sql` and `);
  const [rows, total, counts] = await Promise.all([
    selectVendors(db, companyId)
      .where(where as RawBuilder<boolean>)
      .orderBy(sql.raw(ORDER[query.sort]))
      .limit(query.limit)
      .offset(query.pageNumber * query.limit)
      .execute(),
    sql<{ n: number }>`select count(*)::int as n from vendors v where ${where}`.execute(db),
    // The filter chips: each status's count under the search and type, whatever status is chosen.
    sql<{
      status: VendorStatus;
      n: number;
    }>`select ${statusOf} as status, count(*)::int as n from vendors v where ${sql.join(base, sql` and `)} group by 1`.execute(
      db,
    ),
  ]);
  return {
    vendors: rows.map(toVendor),
    total: total.rows[0]?.n ?? 0,
    statusCounts: Object.fromEntries(counts.rows.map((r) => [r.status, r.n])),
  };
}

/** The standing of the vendor of that name (case-insensitive), or null. */
export async function vendorStanding(
  db: Kysely<DB>,
  companyId: string,
  name: string,
): Promise<VendorStanding | null> {
  const row = await db
    .selectFrom('vendors as v')
    .select([
      'v.id',
      'v.vendor_name',
      statusOf.as('status'),
      'v.score',
      dayOf('v.certificate_expires_on').as('expires_on'),
    ])
    .where('v.company_id', '=', companyId)
    .where(sql<boolean>`lower(v.vendor_name) = lower(${name})`)
    .executeTakeFirst();
  return row
    ? {
        _id: row.id,
        vendorName: row.vendor_name,
        status: row.status,
        score: row.score === null ? null : Number(row.score),
        certificateExpiresOn: row.expires_on,
      }
    : null;
}

/** A vendor's columns of its draft fields. */
export const valuesOf = (input: VendorInput) => ({
  vendor_name: input.vendorName,
  vendor_type: input.vendorType,
  point_of_contact: input.pointOfContact,
  email: input.email,
  contact_number: input.contactNumber,
  website: input.website,
});
export type VendorValues = ReturnType<typeof valuesOf>;

export async function insertVendor(trx: Kysely<DB>, companyId: string, values: VendorValues) {
  const row = await trx
    .insertInto('vendors')
    .values({ company_id: companyId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The company's vendor's draft fields, locked for the change; undefined when not theirs. */
export function lockVendorValues(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<VendorValues | undefined> {
  return trx
    .selectFrom('vendors')
    .select([
      'vendor_name',
      'vendor_type',
      'point_of_contact',
      'email',
      'contact_number',
      'website',
    ])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateVendorValues(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  values: VendorValues,
) {
  await trx
    .updateTable('vendors')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteVendorRow(trx: Kysely<DB>, companyId: string, id: string) {
  await trx
    .deleteFrom('vendors')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
