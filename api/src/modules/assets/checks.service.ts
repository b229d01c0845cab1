/**
 * What a save of an asset checks first: its references (type, branch, purchase order,
 * employee) belong to the caller's company (400 naming the field; the composite foreign keys
 * would refuse them anyway), and its serial number and tag are free; and the same answer
 * when the unique index decides a race.
 */
import { sql, type Kysely } from 'kysely';
import type { AssetInputParsed } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { badField, type HttpError } from '../../platform/http-errors';
import { assertTagFree, isTagClash, tagTaken } from './tags.queries';
import { assertEmployee } from './lifecycle.service';

async function assertReference(
  trx: Kysely<DB>,
  table: 'asset_types' | 'branches' | 'purchase_orders',
  companyId: string,
  id: string | null,
  field: string,
): Promise<void> {
  if (!id) return;
  const found = await trx
    .selectFrom(table)
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw badField(field, 'Not found in your company');
}

export async function validate(
  trx: Kysely<DB>,
  companyId: string,
  input: AssetInputParsed,
  selfId: string | null,
): Promise<void> {
  await assertReference(trx, 'asset_types', companyId, input.assetTypeId, 'assetTypeId');
  await assertReference(trx, 'branches', companyId, input.officeId, 'officeId');
  await assertReference(trx, 'purchase_orders', companyId, input.invoiceId, 'invoiceId');
  if (input.employeeId) await assertEmployee(trx, companyId, input.employeeId);
  if (input.serialNumber) {
    let query = trx
      .selectFrom('assets')
      .select('id')
      .where('company_id', '=', companyId)
      .where(sql<boolean>`serial_number collate "C" = ${input.serialNumber}`);
    if (selfId) query = query.where('id', '<>', selfId);
    if (await query.executeTakeFirst())
      throw badField('serialNumber', 'Another asset of your company has this serial number');
  }
  if (input.tag) await assertTagFree(trx, companyId, input.tag, selfId);
}

/**
 * Two saves racing with one serial number or tag: the unique index decides, and the loser
 * gets the same answer (400, 409) as a save that found it taken first. Another unique
 * violation is `otherwise()` when given (a caller's 409).
 */
export function mapUniqueViolation(err: unknown, otherwise?: () => HttpError): never {
  if (isTagClash(err)) throw tagTaken();
  const text =
    err instanceof Error
      ? `${err.message} ${(err as { constraint?: string }).constraint ?? ''}`
      : '';
  if (text.includes('assets_company_serial_key'))
    throw badField('serialNumber', 'Another asset of your company has this serial number');
  if (otherwise && (err as { code?: unknown } | null)?.code === '23505') throw otherwise();
  throw err;
}
