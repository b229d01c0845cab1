/**
 * The vendor register (`on_vendor.vendor`): the list with search, filters, paging and the
 * assets and purchase orders that name each vendor; register, read, edit and delete one.
 * Assets and purchase orders name their vendor as text, matched to a vendor's name
 * case-insensitively; a vendor they still name is not deleted (409 with the counts).
 */
import type { Kysely } from 'kysely';
import type {
  Vendor,
  VendorInput,
  VendorListFilters,
  VendorListResponse,
} from '@itam/shared/contracts/vendors';
import type { DB } from '../../db/schema';
import { badField, conflict, notFound, violates } from '../../platform/http-errors';
import { diffFields } from '../../services/activity';
import { countsText } from '../organisation/records.queries';
import { logVendorActivity, type Member, type Ctx } from './activity.queries';
import {
  deleteVendorRow,
  insertVendor,
  lockVendorValues,
  toVendor,
  updateVendorValues,
  valuesOf,
  vendorPage,
  vendorRow,
  vendorStanding,
  type VendorValues,
} from './vendors.queries';

export const VENDOR_NOT_FOUND = 'Vendor not found';
const NAME_TAKEN = 'Another vendor of your company has this name';

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

export async function findVendor({ db }: Ctx, companyId: string, id: string): Promise<Vendor> {
  const row = await vendorRow(db, companyId, id);
  if (!row) throw notFound(VENDOR_NOT_FOUND);
  return toVendor(row);
}

/** The standing of the vendor an asset or purchase order names (null when none has it). */
export const standingOf = ({ db }: Ctx, companyId: string, name: string) =>
  vendorStanding(db, companyId, name);

export async function listVendors(
  { db }: Ctx,
  companyId: string,
  query: VendorListFilters,
): Promise<VendorListResponse> {
  const page = await vendorPage(db, companyId, query);
  return { type: 'success', ...page, pageNumber: query.pageNumber, limit: query.limit };
}

export async function createVendor(
  { db }: Ctx,
  member: Member,
  input: VendorInput,
): Promise<Vendor> {
  const values = valuesOf(input);
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const created = await insertVendor(trx, member.companyId, values);
      await logVendorActivity(trx, member, {
        entityType: 'vendor',
        entityId: created,
        action: 'create',
        after: snapshot(values),
      });
      return created;
    })
    .catch(mapTaken);
  return findVendor({ db }, member.companyId, id);
}

/** The company's vendor, locked for the change (404 when it is not theirs). */
async function lockVendor(trx: Kysely<DB>, member: Member, id: string): Promise<VendorValues> {
  const row = await lockVendorValues(trx, member.companyId, id);
  if (!row) throw notFound(VENDOR_NOT_FOUND);
  return row;
}

export async function updateVendor(
  { db }: Ctx,
  member: Member,
  id: string,
  input: VendorInput,
): Promise<Vendor> {
  const values = valuesOf(input);
  await db
    .transaction()
    .execute(async (trx) => {
      const before = await lockVendor(trx, member, id);
      const change = diffFields(snapshot(before), snapshot(values));
      if (!change) return;
      await updateVendorValues(trx, member.companyId, id, values);
      await logVendorActivity(trx, member, {
        entityType: 'vendor',
        entityId: id,
        action: 'update',
        before: { vendorName: before.vendor_name, ...change.before },
        after: { vendorName: values.vendor_name, ...change.after },
      });
    })
    .catch(mapTaken);
  return findVendor({ db }, member.companyId, id);
}

export async function deleteVendor({ db }: Ctx, member: Member, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockVendor(trx, member, id);
    const row = (await vendorRow(trx, member.companyId, id))!;
    if (row.asset_count > 0 || row.purchase_order_count > 0) {
      const what = countsText([
        [row.asset_count, 'asset', 'assets'],
        [row.purchase_order_count, 'purchase order', 'purchase orders'],
      ]);
      throw conflict(`${row.vendor_name} is still named by ${what}: change their vendor first`);
    }
    await deleteVendorRow(trx, member.companyId, id);
    await logVendorActivity(trx, member, {
      entityType: 'vendor',
      entityId: id,
      action: 'delete',
      before: snapshot(before),
    });
  });
}
