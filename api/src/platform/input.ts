/**
 * Request input checked against its contract schema: a 400 naming each refused field
 * (field-issues.ts), and text PostgreSQL cannot store refused before it reaches the database.
 * The zod type provider (zod-provider.ts) runs it for every route's declared schemas.
 */
import type { z } from 'zod';
import { fieldIssueOf } from './field-issues';
import { HttpError, type FieldIssue } from './http-errors';

export type InputSource = 'body' | 'query' | 'params';

/**
 * Text PostgreSQL cannot store: a NUL character, or a lone UTF-16 surrogate (JSON's
 * `"\ud800"` parses to one, and text or jsonb refuses it with an internal error).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Must be well-formed Unicode text';
  return null;
}

/** The first field (or key) holding text PostgreSQL cannot store, with the reason. */
function findBadText(value: unknown, at: string): FieldIssue | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { field: at, message } : null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const field = at ? `${at}.${key}` : key;
      const keyMessage = textProblem(key);
      if (keyMessage) return { field: at || field, message: keyMessage };
      const found = findBadText(inner, field);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Validates request input with a contract schema; throws a 400 naming the fields: each
 * issue with its code and limits and an English sentence naming the field (field-issues.ts),
 * the first one's sentence as the error.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
  source: InputSource,
): z.infer<S> {
  const result = schema.safeParse(data ?? (source === 'body' ? undefined : {}));
  if (!result.success) {
    const input = data ?? {};
    const issues = result.error.issues.map((issue) => fieldIssueOf(issue, source, input));
    throw new HttpError(400, issues[0]?.message ?? `Invalid ${source}`, issues);
  }
  const bad = findBadText(result.data, '');
  if (bad) {
    const field = bad.field || source;
    const reason = bad.message.charAt(0).toLowerCase() + bad.message.slice(1);
    throw new HttpError(400, `Invalid ${field}: ${reason}`, [{ field, message: bad.message }]);
  }
  return result.data;
}
