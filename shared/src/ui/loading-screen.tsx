import { Spin } from '../antd';
import { useTranslation } from 'react-i18next';

export interface LoadingScreenProps {
  /** Fill the viewport (start-up); otherwise fill the content area. */
  fullPage?: boolean;
}

/** Spinner with the text 'Loading...' (SPEC.md section 2). */
export function LoadingScreen({ fullPage = false }: LoadingScreenProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        minHeight: fullPage ? '100vh' : 240,
      }}
    >
      <Spin size="large" />
      <span>{t('loading')}</span>
    </div>
  );
}
