/**
 * Turns validation issues (the shared zod schemas' on this side, the API's 400 `issues` on
 * the other) into translated messages per field. The server's English texts are shown as
 * they are only when no translation fits.
 */
import { isApiError } from '@itam/shared/api';
import { MARKETING_ERRORS } from '@itam/shared/contracts';

export interface FieldError {
  /** i18n key in the `marketing` namespace, or null to show `text` as it is. */
  key: string | null;
  values?: Record<string, unknown>;
  text?: string;
}

export type FieldErrors = Record<string, FieldError>;

/** What a zod issue brings that we read (zod 4 issue shape). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

const SERVER_MESSAGES: Record<string, string> = {
  [MARKETING_ERRORS.emailTaken]: 'forms.errors.emailTaken',
  [MARKETING_ERRORS.unknownDevice]: 'forms.errors.unknownDevice',
};

/** Fields whose every failure is best explained by one sentence. */
const FIELD_MESSAGES: Record<string, string> = {
  email: 'forms.errors.email',
  phone: 'forms.errors.phone',
  password: 'forms.errors.password',
  postalCode: 'forms.errors.postalCode',
  website: 'forms.errors.url',
  acceptTerms: 'forms.errors.terms',
  modules: 'forms.errors.modules',
  startDate: 'forms.errors.date',
  joiners: 'forms.errors.number',
  devices: 'forms.errors.devices',
};

function valueAt(values: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (current, key) => (current as Record<PropertyKey, unknown> | null)?.[key],
    values,
  );
}

const fieldOf = (path: PropertyKey[]): string =>
  path.length ? path.map(String).join('.') : 'form';

export function issueToError(issue: IssueLike, values: unknown): FieldError {
  const path = issue.path;
  const top = String(path[0] ?? '');
  const value = valueAt(values, path);
  if (path.length > 1 && top === 'devices' && path[path.length - 1] === 'quantity')
    return { key: 'forms.errors.quantity' };
  if (value === '' || value === undefined || value === null) {
    if (top !== 'modules' && top !== 'devices' && top !== 'acceptTerms')
      return { key: 'forms.errors.required' };
  }
  const field = FIELD_MESSAGES[top];
  if (field) return { key: field };
  switch (issue.code) {
    case 'too_small':
      return { key: 'forms.errors.tooShort', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'forms.errors.tooLong', values: { max: Number(issue.maximum) } };
    case 'invalid_value':
      return { key: 'forms.errors.choose' };
    default:
      return { key: 'forms.errors.invalid' };
  }
}

/** The first issue of each field wins. */
export function issuesToErrors(issues: readonly IssueLike[], values: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issueToError(issue, values);
  }
  return errors;
}

export interface SubmitFailure {
  fields: FieldErrors;
  /** i18n key of the message above the form. */
  formKey: string;
}

/** A failed submission: field messages from a 400's issues, and one message for the form. */
export function submitFailure(error: unknown): SubmitFailure {
  if (!isApiError(error)) return { fields: {}, formKey: 'forms.failed' };
  if (error.status === 0) return { fields: {}, formKey: 'forms.offline' };
  if (error.status === 429) return { fields: {}, formKey: 'forms.rateLimited' };
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key =
      SERVER_MESSAGES[issue.message] ?? FIELD_MESSAGES[issue.field.split('.')[0] ?? ''] ?? null;
    fields[issue.field] ??= key ? { key } : { key: null, text: issue.message };
  }
  return { fields, formKey: Object.keys(fields).length ? 'forms.fixErrors' : 'forms.failed' };
}
