/**
 * Generates assets for a seeded company in multi-row batches, fast enough to
 * load 100k rows for benchmarks. Every state and type occurs; ASSIGNED assets
 * have an employee and a date of assign, DISPOSED ones their disposal details,
 * and every asset depreciation settings by type.
 */
import {
  ASSET_STATES,
  DISPOSAL_METHODS,
  type AssetState,
  type DepreciationMethod,
} from '@itam/shared/contracts';
import type { Kysely, Insertable } from 'kysely';
import type { AssetsTable, DB } from '../db/schema';
import {
  ASSET_KINDS,
  SERIAL_PREFIX,
  between,
  imei,
  pick,
  randomCode,
  weighted,
  type Rng,
} from './data';

export interface CompanyRefs {
  id: string;
  tagPrefix: string;
  branchIds: string[];
  employees: { id: string; branchId: string | null }[];
  types: Map<string, string>;
  purchaseOrders: { id: string; vendor: string | null; date: string }[];
}

const STATE_WEIGHTS: readonly (readonly [AssetState, number])[] = [
  ['ASSIGNED', 46],
  ['IN_INVENTORY', 20],
  ['IN_REPAIR', 5],
  ['RETIRED', 6],
  ['DEAD', 3],
  ['DAMAGED', 4],
  ['PENDING_DISPOSAL', 3],
  ['DISPOSED', 5],
  ['LOST', 2],
  ['IN_USE', 6],
];

const DAY_MS = 86_400_000;
const BATCH = 1000;

/** Depreciation settings by asset type (useful life in years, method). No rng draws: the rest of the data stays as it was. */
const DEPRECIATION: Record<string, readonly [number, DepreciationMethod]> = {
  Laptop: [4, 'straight-line'],
  Desktop: [5, 'straight-line'],
  Monitor: [5, 'straight-line'],
  'Mobile Phone': [3, 'declining-balance'],
  Tablet: [3, 'declining-balance'],
  Printer: [5, 'straight-line'],
  'Network Switch': [7, 'straight-line'],
  Server: [6, 'declining-balance'],
  'Docking Station': [4, 'straight-line'],
  Headset: [2, 'straight-line'],
};

/** Disposal details of a DISPOSED asset, derived from its number and purchase date. */
function disposal(number: number, purchased: number, now: number) {
  const date = isoDate(Math.min(now, purchased + (200 + (number % 400)) * DAY_MS));
  return {
    disposal_date: date,
    disposal_method: DISPOSAL_METHODS[number % DISPOSAL_METHODS.length]!,
    disposal_certificate: `EWC-${date.slice(0, 4)}-${String(number).padStart(6, '0')}`,
  };
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function assetRow(
  rng: Rng,
  refs: CompanyRefs,
  index: number,
  now: number,
): Insertable<AssetsTable> {
  // The first rows walk through every state and kind, so even small seeds have all.
  const kind =
    index < ASSET_KINDS.length
      ? ASSET_KINDS[index]!
      : weighted(
          rng,
          ASSET_KINDS.map((k) => [k, k.weight] as const),
        );
  const state = index < ASSET_STATES.length ? ASSET_STATES[index]! : weighted(rng, STATE_WEIGHTS);
  const [make, model] = pick(rng, kind.models);
  const po = pick(rng, refs.purchaseOrders);
  const purchased = Date.parse(po.date);
  const assigned = state === 'ASSIGNED' ? pick(rng, refs.employees) : null;
  const assignDay = Math.min(now, purchased + between(rng, 1, 60) * DAY_MS);
  const created = Math.min(
    now,
    purchased + between(rng, 0, 10) * DAY_MS + between(rng, 0, DAY_MS - 1),
  );
  const number = index + 1;
  // Drawn in the same order as the fields used to be (serial code, price, then IMEI below).
  const serialNumber = `${SERIAL_PREFIX[make] ?? 'SN'}${number.toString(36).toUpperCase().padStart(5, '0')}${randomCode(rng, 3)}`;
  const price = between(rng, kind.price[0], kind.price[1]) - 1 + 0.99;
  const [life, method] = DEPRECIATION[kind.type] ?? [4, 'straight-line'];
  return {
    company_id: refs.id,
    name: `${make} ${model}`,
    serial_number: serialNumber,
    tag: `${refs.tagPrefix}-${String(number).padStart(6, '0')}`,
    asset_type_id: refs.types.get(kind.type) ?? null,
    make,
    model,
    state,
    date_of_purchase: po.date,
    invoice_id: po.id,
    date_of_assign: assigned ? isoDate(assignDay) : null,
    price,
    warranty_end: isoDate(purchased + between(rng, 1, 3) * 365 * DAY_MS),
    imei: kind.hasImei ? imei(rng) : null,
    vendor: po.vendor,
    office_id: assigned?.branchId ?? pick(rng, refs.branchIds),
    employee_id: assigned?.id ?? null,
    created_at: new Date(created),
    depreciation_method: method,
    useful_life_years: life,
    salvage_value: Math.round(price * 0.05),
    ...(state === 'DISPOSED' ? disposal(number, purchased, now) : {}),
  };
}

/** Inserts `count` assets numbered from `startIndex` (tags and serials follow it). */
export async function generateAssets(
  db: Kysely<DB>,
  refs: CompanyRefs,
  count: number,
  rng: Rng,
  startIndex = 0,
  onProgress?: (done: number) => void,
): Promise<void> {
  const now = Date.now();
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    const rows = Array.from({ length: size }, (_, i) =>
      assetRow(rng, refs, startIndex + offset + i, now),
    );
    await db.insertInto('assets').values(rows).execute();
    onProgress?.(offset + size);
  }
}
