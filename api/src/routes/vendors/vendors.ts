/**
 * The vendor register (`on_vendor.vendor`): the list with search, filters, paging and the
 * assets and purchase orders that name each vendor; register, read, edit and delete one.
 * Assets and purchase orders name their vendor as text, matched to a vendor's name
 * case-insensitively; a vendor they still name is not deleted (409 with the counts).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type { VendorStatus } from '../../db/schema-vendors';
import type { VendorStanding } from '@itam/shared/contracts';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { diffFields } from '../../services/activity';
import { likePattern } from '../../services/asset-sql';
import { VENDOR_PERMISSIONS as P } from '../../services/vendors/access';
import { countsText } from '../../modules/organisation/records.queries';
import {
  badField,
  conflict,
  logVendorActivity,
  vendorAccess,
  vendorActorOf,
  vendorTarget,
  violates,
  type VendorActor,
} from './helpers';
import {
  vendorInputSchema,
  vendorListQuerySchema,
  vendorStandingQuerySchema,
  type VENDOR_SORTS,
  type VendorInput,
} from './schemas';

export const VENDOR_NOT_FOUND = 'Vendor not found';
const NAME_TAKEN = 'Another vendor of your company has this name';

/**
 * The status as it stands today: an approved vendor whose certificate lapsed is expired,
 * whether or not a sweep has written it yet.
 */
const statusOf = sql<VendorStatus>`(case when v.status = 'approved' and v.certificate_expires_on < current_date then 'expired' else v.status end)`;

interface VendorRow {
  id: string;
  vendor_name: string;
  vendor_type: string;
  point_of_contact: string | null;
  email: string;
  contact_number: string | null;
  website: string | null;
  status: VendorStatus;
  score: string | null;
  certificate_issued_on: string | null;
  certificate_expires_on: string | null;
  created_at: Date;
  updated_at: Date;
  asset_count: number;
  purchase_order_count: number;
}

export interface Vendor {
  _id: string;
  vendorName: string;
  vendorType: string;
  pointOfContact: string | null;
  email: string;
  contactNumber: string | null;
  website: string | null;
  status: VendorStatus;
  score: number | null;
  certificateIssuedOn: string | null;
  certificateExpiresOn: string | null;
  assetCount: number;
  purchaseOrderCount: number;
  createdAt: string;
  updatedAt: string;
}

function selectVendors(db: Kysely<DB>, companyId: string) {
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
      sql<string | null>`to_char(v.certificate_issued_on, 'YYYY-MM-DD')`.as(
        'certificate_issued_on',
      ),
      sql<string | null>`to_char(v.certificate_expires_on, 'YYYY-MM-DD')`.as(
        'certificate_expires_on',
      ),
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

const toVendor = (r: VendorRow): Vendor => ({
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

const valuesOf = (input: VendorInput) => ({
  vendor_name: input.vendorName,
  vendor_type: input.vendorType,
  point_of_contact: input.pointOfContact,
  email: input.email,
  contact_number: input.contactNumber,
  website: input.website,
});
type VendorValues = ReturnType<typeof valuesOf>;

/** A vendor's fields as its activity rows show them. */
const snapshot = (v: VendorValues) => ({
  vendorName: v.vendor_name,
  vendorType: v.vendor_type,
  pointOfContact: v.point_of_contact,
  email: v.email,
  contactNumber: v.contact_number,
  website: v.website,
});

function mapTaken(err: unknown): never {
  if (violates(err, 'vendors_company_name_idx')) throw badField('vendorName', NAME_TAKEN);
  throw err;
}

export async function findVendor(db: Kysely<DB>, companyId: string, id: string): Promise<Vendor> {
  const row = await selectVendors(db, companyId).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(VENDOR_NOT_FOUND);
  return toVendor(row);
}

function listWhere(companyId: string, query: ReturnType<typeof vendorListQuerySchema.parse>) {
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

const ORDER: Record<(typeof VENDOR_SORTS)[number], string> = {
  name: 'lower(v.vendor_name) asc, v.id asc',
  newest: 'v.created_at desc, v.id desc',
  expiry: 'v.certificate_expires_on asc nulls last, lower(v.vendor_name) asc, v.id asc',
};

export function registerVendorRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/vendors', vendorAccess(P.vendorView), async (request) => {
    const { companyId } = vendorActorOf(request);
    const query = parseInput(vendorListQuerySchema, request.query, 'query');
    const base = listWhere(companyId, query);
    const filtered = query.status
      ? [...base, sql`${statusOf} in (${sql.join(query.status)})`]
      : base;
    const where = sql.join(filtered, sql` and `);
    const [rows, total, counts] = await Promise.all([
      selectVendors(ctx.db, companyId)
        .where(where as RawBuilder<boolean>)
        .orderBy(sql.raw(ORDER[query.sort]))
        .limit(query.limit)
        .offset(query.pageNumber * query.limit)
        .execute(),
      sql<{ n: number }>`select count(*)::int as n from vendors v where ${where}`.execute(ctx.db),
      // The filter chips: each status's count under the search and type, whatever status is chosen.
      sql<{
        status: VendorStatus;
        n: number;
      }>`select ${statusOf} as status, count(*)::int as n from vendors v where ${sql.join(base, sql` and `)} group by 1`.execute(
        ctx.db,
      ),
    ]);
    return {
      type: 'success' as const,
      vendors: rows.map(toVendor),
      total: total.rows[0]?.n ?? 0,
      pageNumber: query.pageNumber,
      limit: query.limit,
      statusCounts: Object.fromEntries(counts.rows.map((r) => [r.status, r.n])),
    };
  });

  app.post('/api/vendors', vendorAccess(P.vendorCreate), async (request, reply) => {
    const actor = vendorActorOf(request);
    const input = parseInput(vendorInputSchema, request.body, 'body');
    const values = valuesOf(input);
    const id = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto('vendors')
          .values({ company_id: actor.companyId, ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
        await logVendorActivity(trx, actor, {
          entityType: 'vendor',
          entityId: row.id,
          action: 'create',
          after: snapshot(values),
        });
        return row.id;
      })
      .catch(mapTaken);
    reply.code(201);
    return { type: 'success' as const, vendor: await findVendor(ctx.db, actor.companyId, id) };
  });

  // The standing of the vendor an asset or purchase order names (the asset detail shows it).
  app.get('/api/vendors/standing', vendorAccess(P.vendorView), async (request) => {
    const { companyId } = vendorActorOf(request);
    const { name } = parseInput(vendorStandingQuerySchema, request.query, 'query');
    const row = await ctx.db
      .selectFrom('vendors as v')
      .select([
        'v.id',
        'v.vendor_name',
        statusOf.as('status'),
        'v.score',
        sql<string | null>`to_char(v.certificate_expires_on, 'YYYY-MM-DD')`.as('expires_on'),
      ])
      .where('v.company_id', '=', companyId)
      .where(sql<boolean>`lower(v.vendor_name) = lower(${name})`)
      .executeTakeFirst();
    const vendor: VendorStanding | null = row
      ? {
          _id: row.id,
          vendorName: row.vendor_name,
          status: row.status,
          score: row.score === null ? null : Number(row.score),
          certificateExpiresOn: row.expires_on,
        }
      : null;
    return { type: 'success' as const, vendor };
  });

  app.get('/api/vendors/:id', vendorAccess(P.vendorView), async (request) => {
    const { actor, id } = vendorTarget(request);
    return { type: 'success' as const, vendor: await findVendor(ctx.db, actor.companyId, id) };
  });

  app.put('/api/vendors/:id', vendorAccess(P.vendorEdit), async (request) => {
    const { actor, id } = vendorTarget(request);
    const input = parseInput(vendorInputSchema, request.body, 'body');
    const values = valuesOf(input);
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        const before = await lockVendor(trx, actor, id);
        const change = diffFields(snapshot(before), snapshot(values));
        if (!change) return;
        await trx
          .updateTable('vendors')
          .set({ ...values, updated_at: sql<Date>`now()` })
          .where('company_id', '=', actor.companyId)
          .where('id', '=', id)
          .execute();
        await logVendorActivity(trx, actor, {
          entityType: 'vendor',
          entityId: id,
          action: 'update',
          before: { vendorName: before.vendor_name, ...change.before },
          after: { vendorName: values.vendor_name, ...change.after },
        });
      })
      .catch(mapTaken);
    return { type: 'success' as const, vendor: await findVendor(ctx.db, actor.companyId, id) };
  });

  app.delete('/api/vendors/:id', vendorAccess(P.vendorDelete), async (request) => {
    const { actor, id } = vendorTarget(request);
    await ctx.db.transaction().execute(async (trx) => {
      const before = await lockVendor(trx, actor, id);
      const row = await selectVendors(trx, actor.companyId)
        .where('v.id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.asset_count > 0 || row.purchase_order_count > 0) {
        const what = countsText([
          [row.asset_count, 'asset', 'assets'],
          [row.purchase_order_count, 'purchase order', 'purchase orders'],
        ]);
        throw conflict(`${row.vendor_name} is still named by ${what}: change their vendor first`);
      }
      await trx
        .deleteFrom('vendors')
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      await logVendorActivity(trx, actor, {
        entityType: 'vendor',
        entityId: id,
        action: 'delete',
        before: snapshot(before),
      });
    });
    return { type: 'success' as const };
  });
}

/** The company's vendor, locked for the change (404 when it is not theirs). */
async function lockVendor(trx: Kysely<DB>, actor: VendorActor, id: string): Promise<VendorValues> {
  const row = await trx
    .selectFrom('vendors')
    .select([
      'vendor_name',
      'vendor_type',
      'point_of_contact',
      'email',
      'contact_number',
      'website',
    ])
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(VENDOR_NOT_FOUND);
  return row;
}
