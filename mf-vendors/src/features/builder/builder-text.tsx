/** The builder's text fields, and the DOM ids of its controls. */
import { Input } from '@itam/shared/antd-data';
import { FormField } from '@itam/shared/ui';

/** DOM ids of the builder's controls (the draft's ids are unique across it). */
export const builderFieldId = {
  sectionName: (sectionId: string) => `qb-${sectionId}-name`,
  sectionDescription: (sectionId: string) => `qb-${sectionId}-description`,
  question: (questionId: string) => `qb-${questionId}-text`,
  choice: (choiceId: string) => `qb-${choiceId}-text`,
};

/**
 * One text field of the builder (a section's name or description, a question's text, a
 * choice): labelled, its error shown and announced, limited to the contract's length, and
 * locked when the questionnaire is read-only. `rows` makes it a text area.
 */
export function BuilderText({
  label,
  id,
  required,
  error,
  value,
  maxLength,
  rows,
  readOnly,
  onChange,
}: {
  label: string;
  id: string;
  required?: boolean;
  error?: string | null;
  value: string;
  maxLength: number;
  rows?: number;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  const shared = {
    value,
    maxLength,
    disabled: readOnly,
    status: error ? ('error' as const) : undefined,
  };
  return (
    <FormField label={label} id={id} required={required} error={error}>
      {rows ? (
        <Input.TextArea {...shared} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...shared} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}
