/**
 * What a 400 says about each refused field, beyond its English sentence: a stable code and
 * the limit it broke, so the browser writes the sentence in the user's language (the kit's
 * describeFieldIssue) instead of showing a validator's text.
 */

/**
 * - `required`: nothing (or empty text) where a value is needed
 * - `too_small` / `too_big`: under `minimum` / over `maximum` (characters of text, items of
 *   a list, or the number itself, per `origin`)
 * - `invalid_format`: not an email address, an id, a date, a web address... (`format`)
 * - `invalid_enum`: not one of `values`
 * - `invalid_type`: not a number, not text, not a list...
 * - `invalid`: any other reason; the issue's `message` is the server's own sentence
 */
export const FIELD_ISSUE_CODES = [
  'required',
  'too_small',
  'too_big',
  'invalid_format',
  'invalid_enum',
  'invalid_type',
  'invalid',
] as const;
export type FieldIssueCode = (typeof FIELD_ISSUE_CODES)[number];

/** What a limit counts: characters of text, items of a list, or a number's value. */
export type FieldIssueOrigin = 'string' | 'array' | 'number' | 'date' | 'other';

export interface FieldIssueDetail {
  /** The field's path in the body or query: `name`, `lines.0.quantity`. */
  field: string;
  /** An English sentence naming the field ("Name is required"). */
  message: string;
  code?: FieldIssueCode;
  origin?: FieldIssueOrigin;
  minimum?: number;
  maximum?: number;
  /** The accepted values of `invalid_enum`. */
  values?: string[];
  /** What `invalid_format` expected: email, uuid, url, date, datetime, regex... */
  format?: string;
}

export function isFieldIssueCode(value: unknown): value is FieldIssueCode {
  return (FIELD_ISSUE_CODES as readonly unknown[]).includes(value);
}

/** A field's path as people read it: `lines.0.unitCost` → 'Unit cost'. */
export function fieldWords(field: string): string {
  const last = [...field.split('.')].reverse().find((part) => !/^\d+$/.test(part)) ?? field;
  const words = last
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
