/**
 * Type parsers shared by both drivers (node-postgres in index.ts, PGlite in its
 * thread, pglite-worker.ts) so rows look the same on either: dates as
 * 'YYYY-MM-DD', numeric/bigint as numbers.
 */
const OID = { int8: 20, date: 1082, numeric: 1700 } as const;

const toNumber = (value: string): number => Number(value);
const identity = (value: string): string => value;

export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [OID.int8]: toNumber,
  [OID.numeric]: toNumber,
  [OID.date]: identity,
};
