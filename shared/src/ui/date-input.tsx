/**
 * The kit's date input: one for every date field and filter of the product. It shows and
 * reads days in the company's format (the kit's formatDate: 5 Mar 2026), takes "today"
 * from the company's time zone, and keeps the form's value an ISO 'YYYY-MM-DD' string
 * (empty string when cleared), so forms, schemas and the API need nothing else. Labelled
 * by its form field (`id`) or `aria-label`; typed or picked from the calendar.
 *
 * The picker (antd's DatePicker, from `@itam/shared/antd-input`) loads on first render,
 * so the kit's `ui` entry, which every signed-in screen loads, stays free of it.
 */
import { lazy, Suspense, type CSSProperties } from 'react';
import { Skeleton } from '../antd';

export interface DateInputProps {
  id?: string;
  /** 'YYYY-MM-DD', or empty. */
  value?: string | null;
  /** 'YYYY-MM-DD', or '' when cleared. */
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** The first and last days that may be picked ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
  placeholder?: string;
  /** 'error' paints the border (FormField passes it). */
  status?: 'error';
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

const LazyPicker = lazy(() => import('./date-input-picker'));

export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<Skeleton.Input active style={{ maxWidth: 200 }} />}>
      <LazyPicker {...props} />
    </Suspense>
  );
}
