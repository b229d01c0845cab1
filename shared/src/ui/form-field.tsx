/**
 * One labelled form control with its hint and its error, wired for assistive technology:
 * the label names the control, the hint and the error describe it, the control is marked
 * invalid while the error shows, and a new error is announced. Works with any control
 * (antd inputs, native ones) without antd's Form, so a light screen need not load it.
 */
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { theme } from '../antd';

/** What the control receives. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  disabled?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  required?: boolean;
  /** Help shown under the control. */
  hint?: ReactNode;
  /** Shown under the control in the error colour; the control is marked invalid. */
  error?: string | null;
  disabled?: boolean;
  /**
   * The control: an element (it receives the props of FormFieldControlProps), or a
   * function of them plus `status` for antd controls (`status="error"` paints the border).
   */
  children:
    | ReactElement<Partial<FormFieldControlProps>>
    | ((props: FormFieldControlProps & { status?: 'error' }) => ReactNode);
}

export function FormField({
  label,
  id,
  required = false,
  hint,
  error,
  disabled = false,
  children,
}: FormFieldProps) {
  const { t } = useTranslation('common');
  // The product theme keeps these colours at WCAG AA contrast (shared/src/theme).
  const { token } = theme.useToken();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: FormFieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
    ...(disabled ? { disabled: true as const } : {}),
  };

  let rendered: ReactNode;
  if (typeof children === 'function')
    rendered = children({ ...control, ...(error ? { status: 'error' as const } : {}) });
  else if (isValidElement(children)) rendered = cloneElement(children, control);
  else rendered = children;

  return (
    <div data-testid="form-field" style={{ marginBottom: token.marginMD }}>
      <label
        htmlFor={controlId}
        style={{ display: 'inline-block', marginBottom: token.marginXXS, color: token.colorText }}
      >
        {label}
        {required ? (
          <span
            style={{ color: token.colorErrorText, marginInlineStart: 4 }}
            title={t('formField.required')}
          >
            <span aria-hidden>*</span>
          </span>
        ) : null}
      </label>
      <div>{rendered}</div>
      {hint ? (
        <div
          id={hintId}
          style={{
            color: token.colorTextDescription,
            fontSize: token.fontSizeSM,
            marginTop: token.marginXXS,
          }}
        >
          {hint}
        </div>
      ) : null}
      {/* Always present, so that assistive technology announces an error as it appears. */}
      <div
        id={errorId}
        aria-live="polite"
        style={{
          color: token.colorErrorText,
          fontSize: token.fontSizeSM,
          marginTop: error ? token.marginXXS : 0,
        }}
      >
        {error ?? null}
      </div>
    </div>
  );
}
