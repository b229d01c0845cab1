/** A service request's field values, checked against its request type's definitions. */
import type { RequestTypeField } from '../../db/schema-incidents';
import { badField } from '../../platform/http-errors';

/** One value of a field that is set, or the 400 naming `fields.<key>`. */
function checkedValue(def: RequestTypeField, raw: unknown): unknown {
  const field = `fields.${def.key}`;
  switch (def.type) {
    case 'number':
      if (typeof raw !== 'number' || !Number.isFinite(raw))
        throw badField(field, 'Must be a number');
      return raw;
    case 'date':
      if (
        typeof raw !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}$/.test(raw) ||
        Number.isNaN(Date.parse(raw))
      )
        throw badField(field, 'Must be a date YYYY-MM-DD');
      return raw;
    case 'select':
      if (typeof raw !== 'string' || !def.options?.includes(raw))
        throw badField(field, `Must be one of: ${(def.options ?? []).join(', ')}`);
      return raw;
    default:
      if (typeof raw !== 'string') throw badField(field, 'Must be text');
      if (raw.length > (def.type === 'textarea' ? 5000 : 500)) throw badField(field, 'Too long');
      return raw.trim();
  }
}

/** The request type's field values, checked against its definitions (400 naming `fields.<key>`). */
export function checkRequestFields(
  defs: readonly RequestTypeField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(values))
    if (!defs.some((d) => d.key === key))
      throw badField(`fields.${key}`, 'Not a field of this request type');
  for (const def of defs) {
    const raw = values[def.key];
    const empty =
      raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
    if (empty) {
      if (def.required) throw badField(`fields.${def.key}`, `${def.label} is required`);
      continue;
    }
    out[def.key] = checkedValue(def, raw);
  }
  return out;
}
