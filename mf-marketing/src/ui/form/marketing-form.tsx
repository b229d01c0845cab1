import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert, SubmitButton } from './fields';
import type { SubmitStatus } from './use-zod-form';

export interface MarketingFormProps {
  /** The useZodForm state: its element hook, form-level error and submit status. */
  form: {
    attach: (element: HTMLFormElement | null) => void;
    formError: string | null;
    status: SubmitStatus;
  };
  /** Id of the heading that names the form. */
  labelledBy: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busyLabel?: string;
  /** Above the form's error message, such as what the form is about to send. */
  before?: ReactNode;
  /** Under the submit button, such as a link for visitors who already have an account. */
  footer?: ReactNode;
  /** The fields sit in the two-column grid; `grid={false}` for a form with its own fieldsets. */
  grid?: boolean;
  children: ReactNode;
}

/**
 * Every form of the public site: browser validation off (the schema's messages speak
 * instead), named by its heading, the form-level error above the fields, one submit button.
 */
export function MarketingForm({
  form,
  labelledBy,
  onSubmit,
  submitLabel,
  busyLabel,
  before,
  footer,
  grid = true,
  children,
}: MarketingFormProps) {
  const { attach, formError, status } = form;
  return (
    <form
      ref={attach}
      className="mk-form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
    >
      {before}
      <FormAlert messageKey={formError} />
      {grid ? <div className="mk-form-grid">{children}</div> : children}
      <SubmitButton
        submitting={status === 'submitting'}
        label={submitLabel}
        busyLabel={busyLabel}
      />
      {footer}
    </form>
  );
}
