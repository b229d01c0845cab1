/**
 * What a screen, tab or panel shows when its data could not be loaded: what failed, why
 * (the API's message), and a Retry button that asks again. One component so every load
 * failure reads and behaves the same (announced to screen readers, the same button).
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Alert, Button } from '../antd';

export interface LoadErrorProps {
  /** What could not be loaded ("The audits could not be loaded"), or the API's message. */
  title: ReactNode;
  /** Why, usually the API's message when the title says what. */
  description?: ReactNode;
  /** Asks again (a hook's `reload`, or dispatching the reload action). */
  onRetry: () => void;
  style?: CSSProperties;
}

export function LoadError({ title, description, onRetry, style }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="load-error"
      title={title}
      description={description || undefined}
      style={style}
      action={<Button onClick={onRetry}>{t('loadError.retry')}</Button>}
    />
  );
}
