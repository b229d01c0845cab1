/**
 * A request type's own fields, each rendered from its definition (text, long text,
 * number, a date (the kit's DateInput), or a choice of options), labelled, marked when required, with the error
 * the check or the server gave it (`fields.<key>`).
 */
import { Input, Select } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { DateInput, FormField } from '@itam/shared/ui';
import type { RequestTypeField } from '@itam/shared/contracts/incidents';

export type FieldValues = Record<string, string | number | null>;

export interface RequestFieldsProps {
  fields: readonly RequestTypeField[];
  values: FieldValues;
  errors: Record<string, string>;
  onChange: (key: string, value: string | number | null) => void;
}

export function RequestFields({ fields, values, errors, onChange }: RequestFieldsProps) {
  return (
    <>
      {fields.map((field) => {
        const id = `request-field-${field.key}`;
        const value = values[field.key] ?? null;
        return (
          <FormField
            key={field.key}
            id={id}
            label={field.label}
            required={field.required}
            error={errors[`fields.${field.key}`]}
          >
            {(control) => {
              switch (field.type) {
                case 'textarea':
                  return (
                    <Input.TextArea
                      {...control}
                      rows={4}
                      maxLength={5000}
                      value={typeof value === 'string' ? value : ''}
                      onChange={(e) => onChange(field.key, e.target.value)}
                    />
                  );
                case 'number':
                  return (
                    <InputNumber
                      {...control}
                      style={{ width: 200 }}
                      value={typeof value === 'number' ? value : null}
                      onChange={(next) =>
                        onChange(field.key, typeof next === 'number' ? next : null)
                      }
                    />
                  );
                case 'date':
                  return (
                    <DateInput
                      {...control}
                      style={{ width: 200 }}
                      value={typeof value === 'string' ? value : null}
                      onChange={(next) => onChange(field.key, next || null)}
                    />
                  );
                case 'select':
                  return (
                    <Select
                      {...control}
                      allowClear
                      style={{ width: 280 }}
                      value={typeof value === 'string' ? value : undefined}
                      options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
                      onChange={(next?: string) => onChange(field.key, next ?? null)}
                    />
                  );
                default:
                  return (
                    <Input
                      {...control}
                      maxLength={500}
                      value={typeof value === 'string' ? value : ''}
                      onChange={(e) => onChange(field.key, e.target.value)}
                    />
                  );
              }
            }}
          </FormField>
        );
      })}
    </>
  );
}

/** The required fields left empty, as `fields.<key>` errors. */
export function missingFields(
  fields: readonly RequestTypeField[],
  values: FieldValues,
  message: (label: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key];
    const empty =
      value === null || value === undefined || (typeof value === 'string' && !value.trim());
    if (field.required && empty) errors[`fields.${field.key}`] = message(field.label);
  }
  return errors;
}
