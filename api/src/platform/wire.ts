/** Values as the wire carries them: instants as ISO 8601 text in UTC. */
export const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

/** An instant that is never null (a created_at column). */
export const isoOf = (d: Date | string): string => new Date(d).toISOString();
