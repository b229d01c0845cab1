/** The plans and the onboarding device catalogue as the public site shows them. */
import type { Kysely } from 'kysely';
import {
  DEVICE_ID_PATTERN,
  type CatalogueDevice,
  type Plan,
} from '@itam/shared/contracts/marketing';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import { activeDevice, activeDevices, activePlans } from './catalogue.queries';

export async function listPlans(db: Kysely<DB>): Promise<Plan[]> {
  const rows = await activePlans(db);
  return rows.map((r) => ({
    id: r.id,
    module: r.module,
    billingCycle: r.billing_cycle,
    amountPaise: r.amount_paise,
    currency: 'INR',
  }));
}

type DeviceRow = NonNullable<Awaited<ReturnType<typeof activeDevice>>>;

const toDevice = (r: DeviceRow): CatalogueDevice => ({
  id: r.id,
  name: r.name,
  brand: r.brand,
  category: r.category,
  specs: r.specs,
  unitPaise: r.unit_paise,
  currency: 'INR',
});

export async function listDevices(db: Kysely<DB>): Promise<CatalogueDevice[]> {
  return (await activeDevices(db)).map(toDevice);
}

/** One active device; a malformed id names none, so it is the same 404. */
export async function getDevice(db: Kysely<DB>, id: string): Promise<CatalogueDevice> {
  if (!DEVICE_ID_PATTERN.test(id)) throw notFound('Device not found');
  const row = await activeDevice(db, id);
  if (!row) throw notFound('Device not found');
  return toDevice(row);
}
