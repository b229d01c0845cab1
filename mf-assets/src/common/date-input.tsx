/**
 * A calendar date as 'YYYY-MM-DD' through the browser's own date input: keyboard-friendly,
 * localised by the browser, and the API's format as is (no date library in the bundle).
 */
import { Input } from '@itam/shared/antd-data';

export interface DateInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  min?: string;
  max?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
}

export function DateInput({ value, onChange, ...rest }: DateInputProps) {
  return (
    <Input
      {...rest}
      type="date"
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
      style={{ maxWidth: 200 }}
    />
  );
}
