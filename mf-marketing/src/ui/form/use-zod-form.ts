import { focusFirstError } from '@itam/shared/ui-base';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { issuesToErrors, submitFailure, type FieldErrors, type IssueLike } from './form-errors';

/** What the form needs of a schema: zod's safeParse (so this file needs no zod import). */
export interface SafeParser<Out> {
  safeParse(
    data: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly IssueLike[] } };
}

export type SubmitStatus = 'idle' | 'submitting' | 'failed' | 'succeeded';

/** What the field components read and write (the loosely typed view of a form). */
export interface FormBinding {
  values: Record<string, unknown>;
  errors: FieldErrors;
  setField: (name: string, value: unknown) => void;
}

/**
 * Form state validated with a shared zod schema (the API's own rules). A failed check or
 * a refused submission marks the fields and moves focus to the first one, so keyboard
 * and screen-reader users land on what needs fixing.
 */
export function useZodForm<Out, V extends Record<string, unknown>>(
  schema: SafeParser<Out>,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A callback ref (state, not a ref object): the form element is only read in the effect.
  const [formElement, attach] = useState<HTMLFormElement | null>(null);

  useEffect(() => {
    if (attempt > 0) focusFirstError(formElement);
  }, [attempt, formElement]);

  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const prefix = String(name);
      if (!Object.keys(current).some((key) => key === prefix || key.startsWith(`${prefix}.`)))
        return current;
      return Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== prefix && !key.startsWith(`${prefix}.`)),
      );
    });
  }, []);

  /** `extra`: values that live outside the fields (a selection elsewhere on the page). */
  const handleSubmit =
    (send: (data: Out) => Promise<void>, extra?: Record<string, unknown>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (status === 'submitting') return;
      const candidate = extra ? { ...values, ...extra } : values;
      const parsed = schema.safeParse(candidate);
      if (!parsed.success) {
        setErrors(issuesToErrors(parsed.error.issues, candidate));
        setFormError('forms.fixErrors');
        setAttempt((n) => n + 1);
        return;
      }
      setErrors({});
      setFormError(null);
      setStatus('submitting');
      send(parsed.data).then(
        () => setStatus('succeeded'),
        (error: unknown) => {
          const failure = submitFailure(error);
          setErrors(failure.fields);
          setFormError(failure.formKey);
          setStatus('failed');
          setAttempt((n) => n + 1);
        },
      );
    };

  const binding: FormBinding = { values, errors, setField: setField as FormBinding['setField'] };
  return { values, errors, status, formError, setField, handleSubmit, attach, binding };
}
