/**
 * The errors of a submitted form at its top (e.g. the field issues of a 400 answer), each
 * a link that moves focus to its control, announced as an alert. `issuesByField` turns
 * the same issues into the `error` props of each FormField.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from '../i18n';
import { Alert } from '../antd';

export interface FormErrorItem {
  /** The server's field name (FieldIssue.field) or any key. */
  field: string;
  message: string;
  /** Id of the control to focus; the entry is plain text without it. */
  fieldId?: string;
}

export interface FormErrorSummaryProps {
  errors: readonly FormErrorItem[];
  /** 'Please correct the following:' by default. */
  title?: string;
}

/** `[{ field, message }]` → `{ [field]: message }` (the first message of each field). */
export function issuesByField(
  issues: readonly { field: string; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.field] ??= issue.message;
  return out;
}

function focusControl(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  control.focus();
  control.scrollIntoView?.({ block: 'center' });
}

export function FormErrorSummary({ errors, title }: FormErrorSummaryProps) {
  const { t } = useTranslation('common');
  if (!errors.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="form-error-summary"
      style={{ marginBottom: 16 }}
      title={title ?? t('formField.errorSummary')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {errors.map((error) => (
            <li key={`${error.field}:${error.message}`}>
              {error.fieldId ? (
                <a
                  href={`#${error.fieldId}`}
                  onClick={(event) => focusControl(event, error.fieldId!)}
                >
                  {error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          ))}
        </ul>
      }
    />
  );
}
