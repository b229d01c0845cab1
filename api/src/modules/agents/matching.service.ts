/**
 * Which asset a computer's report belongs to: by serial number, then hardware UUID, then
 * MAC address, the first identifier that finds anything deciding. Placeholder values that
 * firmware writes on many machines ("Default string", "To be filled by O.E.M.", all zeros,
 * empty) never match. Nothing found, or more than one asset: the review queue.
 */

const PLACEHOLDER_SERIALS = new Set([
  'default string',
  'to be filled by o.e.m.',
  'to be filled by oem',
  'system serial number',
  'chassis serial number',
  'not specified',
  'not applicable',
  'not available',
  'none',
  'null',
  'n/a',
  'na',
  'oem',
  'o.e.m.',
  'serial',
  'invalid',
  'unknown',
  '123456789',
  '0123456789',
]);

/** A serial number that identifies one machine, trimmed; null for a placeholder. */
export function usableSerial(serial: string | null | undefined): string | null {
  const value = serial?.trim() ?? '';
  if (!value) return null;
  if (PLACEHOLDER_SERIALS.has(value.toLowerCase())) return null;
  // All zeros (with or without separators), or nothing but punctuation.
  if (/^[\s0._:-]*$/.test(value)) return null;
  // One character repeated (FFFFFFFF, xxxxxxxx).
  if (value.length > 1 && /^(.)\1+$/i.test(value)) return null;
  return value;
}

const PLACEHOLDER_UUIDS = new Set([
  '03000200-0400-0500-0006-000700080009',
  '00020003-0004-0005-0006-000700080009',
  '12345678-1234-5678-90ab-cddeefaabbcc',
]);

/** A hardware UUID, lower-cased; null for all zeros, all Fs or a known firmware placeholder. */
export function usableHardwareUuid(uuid: string | null | undefined): string | null {
  const value = uuid?.trim().toLowerCase() ?? '';
  if (!value || /^[0-]*$/.test(value) || /^[f-]*$/.test(value)) return null;
  if (PLACEHOLDER_UUIDS.has(value)) return null;
  return value;
}

/** MAC addresses, lower-case with colons, without all-zero or broadcast ones, deduplicated. */
export function usableMacs(macs: readonly string[]): string[] {
  const out = new Set<string>();
  for (const mac of macs) {
    const value = mac.trim().toLowerCase().replace(/-/g, ':');
    if (!/^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/.test(value)) continue;
    if (value === '00:00:00:00:00:00' || value === 'ff:ff:ff:ff:ff:ff') continue;
    out.add(value);
  }
  return [...out];
}

/** A report's identifiers, cleaned. */
export interface Identifiers {
  serial: string | null;
  hardwareUuid: string | null;
  macs: string[];
}

export function identifiersOf(hardware: {
  serial: string | null;
  hardwareUuid: string | null;
  macs: readonly string[];
}): Identifiers {
  return {
    serial: usableSerial(hardware.serial),
    hardwareUuid: usableHardwareUuid(hardware.hardwareUuid),
    macs: usableMacs(hardware.macs),
  };
}

/** The assets each identifier found (the caller's look-ups, in this company only). */
export interface Lookups {
  bySerial: readonly string[];
  byHardwareUuid: readonly string[];
  byMac: readonly string[];
}

export type MatchKey = 'serial' | 'hardware_uuid' | 'mac';

export type MatchDecision =
  | { kind: 'matched'; assetId: string; by: MatchKey }
  | { kind: 'review'; reason: 'unmatched' }
  | { kind: 'review'; reason: 'ambiguous'; candidates: string[]; by: MatchKey };

/** The first identifier that found anything decides: one asset matches, several go to review. */
export function decideMatch(lookups: Lookups): MatchDecision {
  const order: [MatchKey, readonly string[]][] = [
    ['serial', lookups.bySerial],
    ['hardware_uuid', lookups.byHardwareUuid],
    ['mac', lookups.byMac],
  ];
  for (const [by, found] of order) {
    const ids = [...new Set(found)].sort();
    if (ids.length === 1) return { kind: 'matched', assetId: ids[0]!, by };
    if (ids.length > 1) return { kind: 'review', reason: 'ambiguous', candidates: ids, by };
  }
  return { kind: 'review', reason: 'unmatched' };
}
