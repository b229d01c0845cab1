import { useTranslation } from '../i18n';
import { cspNonce } from './csp-nonce';

export interface LoadingScreenProps {
  /** Fill the viewport (start-up); otherwise fill the content area. */
  fullPage?: boolean;
}

/* A CSS spinner rather than antd's Spin: this screen shows at start-up, before (and on
   pages without) antd, so it must cost no library. Brand colour of SPEC.md section 9.
   The frame the served page draws (shell/src/frame) shows the same spinner. */
export const SPINNER_CSS =
  '@keyframes itam-spin{to{transform:rotate(360deg)}}' +
  '.itam-spinner{width:32px;height:32px;border-radius:50%;border:3px solid rgba(51,215,219,.25);' +
  'border-top-color:#33D7DB;animation:itam-spin .8s linear infinite}' +
  '@media (prefers-reduced-motion:reduce){.itam-spinner{animation-duration:2.4s}}';

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
      <style nonce={cspNonce()}>{SPINNER_CSS}</style>
      <span className="itam-spinner" aria-hidden />
      <span>{t('loading')}</span>
    </div>
  );
}
