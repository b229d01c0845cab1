/**
 * Pieces the settings views share: a failed load with Retry, a saved note, a form's error
 * alert, a file picker with its label.
 */
import { Alert } from '@itam/shared/antd';
import { LoadError } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import type { ChangeEvent, ReactNode } from 'react';

export function LoadFailed({ error, onRetry }: { error: string; onRetry: () => void }) {
  const { t } = useTranslation('assets');
  return <LoadError title={t('org.loadFailed')} description={error} onRetry={onRetry} />;
}

export function FormAlert({ error, title }: { error: string | null; title?: ReactNode }) {
  const { t } = useTranslation('assets');
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={title ?? t('org.saveFailed')}
      description={error}
    />
  );
}

export function SavedNote({ show }: { show: boolean }) {
  const { t } = useTranslation('assets');
  return (
    <span role="status" style={{ marginInlineStart: 12 }}>
      {show ? t('org.saved') : null}
    </span>
  );
}

/** The message of what a failed call threw. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** A native file picker with its label: the two wrap onto lines of their own on a phone. */
export function FileField({
  label,
  accept,
  disabled,
  onChange,
}: {
  label: string;
  accept: string;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    // Never wider than its container, in a row of other items too: the picker shrinks.
    <label
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        minWidth: 0,
        maxWidth: '100%',
      }}
    >
      <span>{label}</span>
      <input
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={onChange}
        style={{ minWidth: 0, maxWidth: '100%' }}
      />
    </label>
  );
}
