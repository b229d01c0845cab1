/**
 * Puts a failed call's field issues (400 `issues`) on the form's fields and returns the
 * text for the form's alert: the message, plus issues about fields the form lacks. A
 * refusal whose code the screens translate (error-codes.ts) reads its translation, on the
 * field it names and in the alert.
 */
import { isApiError } from '@itam/shared/api';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { codedErrorText } from './error-codes';

export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  fields: readonly string[],
): string {
  const issues = isApiError(error) ? error.issues : [];
  const coded = codedErrorText(t, error);
  const known = issues.filter((issue) => fields.includes(issue.field));
  form.setFields(
    known.map((issue) => ({
      name: issue.field,
      errors: [coded ?? t(`form.errors.server.${issue.field}`, { defaultValue: issue.message })],
    })),
  );
  if (coded) return coded;
  const others = issues
    .filter((issue) => !fields.includes(issue.field))
    .map((issue) => issue.message);
  const message = error instanceof Error ? error.message : String(error);
  return [message, ...others].join(' ');
}
