/** Pieces the settings views share: a failed load with Retry, a saved note, a form's error alert. */
import { Alert } from '@itam/shared/antd';
import { LoadError } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import type { ReactNode } from 'react';

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
