/** Human references quoted to visitors and buyers: `LD-240521-7KQ2MX`, `OR-240521-9HT4CA`. */
import crypto from 'node:crypto';

// No 0/O, 1/I/L: references are read aloud on support calls.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newReference(prefix: 'LD' | 'OR', now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  const bytes = crypto.randomBytes(6);
  const tail = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${prefix}-${date}-${tail}`;
}

/** PostgreSQL's unique_violation, from node-postgres and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}
