/**
 * Plain, accessible form fields: a visible label tied to the control, the hint and the
 * error announced through aria-describedby, aria-invalid on a field in error. No UI
 * library: these pages stay light.
 */
import { COMPANY_MODULES } from '@itam/shared/contracts';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import type { FieldError } from './form-errors';
import type { FormBinding } from './use-zod-form';

const idOf = (form: string, name: string) => `${form}-${name.replace(/\./g, '-')}`;

export function ErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation('marketing');
  if (!error) return null;
  return (
    <p id={id} className="mk-error">
      {error.key ? t(error.key, error.values ?? {}) : error.text}
    </p>
  );
}

interface BaseProps {
  form: FormBinding;
  /** The form's id, prefix of the field ids. */
  formId: string;
  name: string;
  label?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
}

function useFieldText({
  name,
  label,
  hint,
  optional,
}: Pick<BaseProps, 'name' | 'label' | 'hint' | 'optional'>) {
  const { t } = useTranslation('marketing');
  const text = label ?? t(`forms.fields.${name}`);
  return { label: optional ? `${text} (${t('forms.optional')})` : text, hint };
}

function describedBy(
  id: string,
  hint: string | undefined,
  error: FieldError | undefined,
): string | undefined {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  );
}

function FieldShell({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: FieldError;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`mk-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mk-hint">
          {hint}
        </p>
      ) : null}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextField({
  form,
  formId,
  name,
  label,
  hint,
  optional,
  className,
  type = 'text',
  ...input
}: BaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange'>) {
  const id = idOf(formId, name);
  const text = useFieldText({ name, label, hint, optional });
  const error = form.errors[name];
  return (
    <FieldShell id={id} label={text.label} hint={text.hint} error={error} className={className}>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setField(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, text.hint, error)}
      />
    </FieldShell>
  );
}

/**
 * Who is asking: name, email, phone and company, as the lead forms (expression of
 * interest, partner enquiry, device selection) ask for them, all required.
 */
export function ContactPersonFields({ form, formId }: Pick<BaseProps, 'form' | 'formId'>) {
  const { t } = useTranslation('marketing');
  const f = { form, formId };
  return (
    <>
      <TextField {...f} name="name" autoComplete="name" />
      <TextField {...f} name="email" type="email" autoComplete="email" inputMode="email" />
      <TextField {...f} name="phone" type="tel" autoComplete="tel" hint={t('forms.hints.phone')} />
      <TextField {...f} name="company" autoComplete="organization" />
    </>
  );
}

export function TextAreaField({ form, formId, name, label, hint, optional, className }: BaseProps) {
  const id = idOf(formId, name);
  const text = useFieldText({ name, label, hint, optional });
  const error = form.errors[name];
  return (
    <FieldShell id={id} label={text.label} hint={text.hint} error={error} className={className}>
      <textarea
        id={id}
        name={name}
        rows={5}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setField(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, text.hint, error)}
      />
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  form,
  formId,
  name,
  label,
  hint,
  optional,
  className,
  options,
}: BaseProps & { options: Option[] }) {
  const { t } = useTranslation('marketing');
  const id = idOf(formId, name);
  const text = useFieldText({ name, label, hint, optional });
  const error = form.errors[name];
  return (
    <FieldShell id={id} label={text.label} hint={text.hint} error={error} className={className}>
      <select
        id={id}
        name={name}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setField(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, text.hint, error)}
      >
        <option value="">{t('forms.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Several choices of one field (an array value): a fieldset with a legend. */
export function CheckboxGroup({
  form,
  formId,
  name,
  label,
  hint,
  className,
  options,
}: BaseProps & { options: Option[] }) {
  const id = idOf(formId, name);
  const text = useFieldText({ name, label, hint });
  const error = form.errors[name] ?? form.errors[`${name}.0`];
  const chosen = (form.values[name] as string[] | undefined) ?? [];
  const toggle = (value: string, on: boolean) =>
    form.setField(
      name,
      on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value),
    );
  return (
    <fieldset
      className={`mk-fieldset ${className ?? ''}`}
      aria-describedby={describedBy(id, text.hint, error)}
    >
      <legend>{text.label}</legend>
      {text.hint ? (
        <p id={`${id}-hint`} className="mk-hint">
          {text.hint}
        </p>
      ) : null}
      <div className="mk-choices">
        {options.map((option, index) => (
          <label key={option.value} className="mk-check">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              aria-invalid={error && index === 0 ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** The company modules to choose (registration and expression of interest), at least one. */
export function ModulesField({ form, formId }: Pick<BaseProps, 'form' | 'formId'>) {
  const { t } = useTranslation('marketing');
  const options = COMPANY_MODULES.map((value) => ({ value, label: t(`modules.${value}.name`) }));
  return (
    <CheckboxGroup
      form={form}
      formId={formId}
      name="modules"
      className="mk-span-2"
      options={options}
      hint={t('forms.hints.modules')}
    />
  );
}

/** One yes/no choice (a boolean value). */
export function CheckboxField({
  form,
  formId,
  name,
  label,
  className,
  children,
}: BaseProps & { children?: ReactNode }) {
  const id = idOf(formId, name);
  const text = useFieldText({ name, label });
  const error = form.errors[name];
  return (
    <div className={`mk-field ${className ?? ''}`}>
      <label className="mk-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={form.values[name] === true}
          onChange={(event) => form.setField(name, event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children ?? text.label}</span>
      </label>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** The message above a form: what went wrong as a whole (focusable so focus can land on it). */
export function FormAlert({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation('marketing');
  if (!messageKey) return null;
  return (
    <div className="mk-alert mk-alert--error" role="alert" tabIndex={-1}>
      {t(messageKey)}
    </div>
  );
}

export function SubmitButton({
  submitting,
  label,
  busyLabel,
}: {
  submitting: boolean;
  label: string;
  busyLabel?: string;
}) {
  const { t } = useTranslation('marketing');
  return (
    <div>
      <button
        type="submit"
        className="mk-btn mk-btn--primary"
        disabled={submitting}
        aria-busy={submitting || undefined}
      >
        {submitting ? (busyLabel ?? t('forms.sending')) : label}
      </button>
    </div>
  );
}
