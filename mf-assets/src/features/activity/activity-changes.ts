/** What an activity row changed: the fields whose value differs between before and after. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const EMPTY = '—';
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
]);

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['name', 'invoiceId', 'branchId', 'text']) {
      if (typeof record[key] === 'string') return record[key] as string;
    }
    const json = JSON.stringify(value);
    return json.length > 60 ? `${json.slice(0, 59)}…` : json;
  }
  return String(value);
}

export function activityChanges(before: unknown, after: unknown): FieldChange[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (field) => !HIDDEN.has(field),
  );
  return fields
    .map((field) => ({ field, before: displayValue(a[field]), after: displayValue(b[field]) }))
    .filter((change) => change.before !== change.after);
}

/** The asset's name as the row recorded it (after, else before). */
export function activityAssetName(before: unknown, after: unknown): string | null {
  const name = asRecord(after).name ?? asRecord(before).name;
  return typeof name === 'string' ? name : null;
}
