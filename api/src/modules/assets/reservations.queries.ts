/**
 * Assets set aside for someone (migration 0023's `asset_reservations` view: a shop order's
 * unit until handed over, a joiner's asset until day one): one concept for every path that
 * hands assets out. An available asset is in stock and reserved for no one; the lifecycle
 * refuses to assign a reserved asset or move it out of stock except through the process
 * that reserved it; the register names what holds it.
 */
import { sql, type Kysely } from 'kysely';
import type { AssetReservation } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';

export type { AssetReservation };
import { HttpError } from '../../platform/http-errors';

/** SQL over an `assets a` row: its reservation (`exists (...)`: the asset is reserved). */
export const RESERVATION_OF_ASSET = sql`select 1 from asset_reservations r
  where r.company_id = a.company_id and r.asset_id = a.id`;

/** SQL over an `assets a` row: in stock and reserved for no one. */
export const AVAILABLE_ASSET = sql`a.state = 'IN_INVENTORY'
  and not exists (${RESERVATION_OF_ASSET})`;

/** The reservations of these assets of the company, by asset id (absent: not reserved). */
export async function reservationsOf(
  db: Kysely<DB>,
  companyId: string,
  assetIds: readonly string[],
): Promise<Map<string, AssetReservation>> {
  if (assetIds.length === 0) return new Map();
  const rows = await sql<{
    asset_id: string;
    kind: 'shop' | 'onboarding';
    source_id: string;
    order_number: number | null;
    employee_id: string;
    employee_name: string;
    joining_date: string | null;
  }>`select r.asset_id, r.kind, r.source_id, r.order_number, r.employee_id,
      e.name as employee_name, to_char(r.joining_date, 'YYYY-MM-DD') as joining_date
    from asset_reservations r
    join employees e on e.company_id = r.company_id and e.id = r.employee_id
    where r.company_id = ${companyId} and r.asset_id in (${sql.join([...assetIds])})`.execute(db);
  return new Map(
    rows.rows.map((r) => [
      r.asset_id,
      {
        kind: r.kind,
        sourceId: r.source_id,
        orderNumber: r.order_number,
        employee: { _id: r.employee_id, name: r.employee_name },
        joiningDate: r.joining_date,
      },
    ]),
  );
}

/** What holds the asset, in words ("reserved for shop order #12 of Ravi Kumar"). */
export function reservationText(name: string, r: AssetReservation): string {
  return r.kind === 'shop'
    ? `${name} is reserved for shop order #${r.orderNumber} of ${r.employee.name}`
    : `${name} is reserved for ${r.employee.name}, joining on ${r.joiningDate}`;
}

/** 409 ASSET_RESERVED naming what holds the asset (`field`: the input it came from). */
export const reservedConflict = (name: string, r: AssetReservation, field = 'state'): HttpError => {
  const message = reservationText(name, r);
  return new HttpError(409, message, [{ field, message }], {}, 'ASSET_RESERVED');
};
