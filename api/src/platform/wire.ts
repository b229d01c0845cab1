/** Values as the wire carries them: instants as ISO 8601 text in UTC. */
export const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

/** An instant that is never null (a created_at column). */
export const isoOf = (d: Date | string): string => new Date(d).toISOString();

const dropped = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * A value as `JSON.parse(JSON.stringify(value))` gives it, in one walk instead of a text
 * round trip (about twice as fast on a page of assets): `toJSON` applied (a Date becomes
 * ISO text), undefined, functions and symbols left out of objects and null in arrays,
 * a non-finite number null. The response serializer parses this with the contract.
 */
export function toWire(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) {
    return typeof value === 'number' && !Number.isFinite(value) ? null : value;
  }
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return toWire(toJSON.call(value));
  if (Array.isArray(value)) return value.map((item) => (dropped(item) ? null : toWire(item)));
  const wire: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (!dropped(item)) wire[key] = toWire(item);
  }
  return wire;
}
