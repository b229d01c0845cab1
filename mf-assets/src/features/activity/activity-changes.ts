/**
 * What an activity row changed, and each value as the screen it came from shows it:
 * dates in the user's language, states, conditions and methods by their names, money
 * with grouping, people, types and branches by name.
 */
import type { TFunction } from 'i18next';
import { formatDate, formatMoney } from '../../common/format';

/** A field whose value differs between the row's before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export const EMPTY = '—';

/** Bookkeeping fields nobody needs to read in a change list. */
const HIDDEN = new Set([
  '_id',
  'id',
  'companyId',
  'company_id',
  'createdAt',
  'updatedAt',
  'created_at',
  'updated_at',
  'auditId',
  'commentId',
]);

const DATE_FIELDS = new Set([
  'date',
  'dateOfPurchase',
  'dateOfAssign',
  'warrantyRemaining',
  'warrantyEndDate',
  'depreciationStart',
  'startDate',
]);
const MONEY_FIELDS = new Set(['price', 'salvageValue']);
/** Fields whose value is a key with a translated name. */
const NAMED: Record<string, string> = {
  state: 'states',
  condition: 'audits.conditions',
  depreciationMethod: 'depreciation.methods',
};

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function activityChanges(before: unknown, after: unknown): FieldChange[] {
  const a = asRecord(before);
  const b = asRecord(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((field) => !HIDDEN.has(field) && !same(a[field], b[field]))
    .map((field) => ({ field, before: a[field], after: b[field] }));
}

export type ValueFormat = (field: string, value: unknown) => string;

/**
 * Formats a logged value of `field` for the user's language. `methods`: which method a
 * bare `method` is (a depreciation row's or a disposal's).
 */
export function valueFormat(
  t: TFunction,
  language: string,
  methods: 'depreciation' | 'dispose' = 'dispose',
): ValueFormat {
  const format: ValueFormat = (field, value) => {
    if (value === null || value === undefined || value === '') return EMPTY;
    if (typeof value === 'string' && DATE_FIELDS.has(field)) return formatDate(value, language);
    if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatMoney(value, language);
    if (typeof value === 'number' && field === 'usefulLifeYears')
      return t('activity.years', { count: value });
    const named = field === 'method' ? `${methods}.methods` : NAMED[field];
    if (typeof value === 'string' && named) return t(`${named}.${value}`, { defaultValue: value });
    if (typeof value === 'object') return objectText(value as Record<string, unknown>, format, t);
    return String(value);
  };
  return format;
}

/** A reference by its name (type, branch, employee, purchase order), or a disposal's details. */
function objectText(value: Record<string, unknown>, format: ValueFormat, t: TFunction): string {
  if (typeof value.method === 'string' && typeof value.certificateNumber === 'string')
    return t('activity.disposalDetails', {
      method: format('method', value.method),
      certificate: value.certificateNumber,
      date: format('date', value.date),
    });
  for (const key of ['name', 'invoiceId', 'fileName', 'branchId', 'text']) {
    if (typeof value[key] === 'string') return value[key] as string;
  }
  return EMPTY;
}

/** The label of a field: the form's, else the field's own name. */
export function fieldLabel(
  t: TFunction,
  field: string,
  methods: 'depreciation' | 'dispose',
): string {
  if (field === 'method')
    return t(methods === 'depreciation' ? 'form.fields.depreciationMethod' : 'dispose.method');
  if (field === 'startDate') return t('depreciation.startDate');
  return t(`form.fields.${field}`, { defaultValue: field });
}
