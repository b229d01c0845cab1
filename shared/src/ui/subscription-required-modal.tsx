import { Suspense, useState } from 'react';
import type { SubscriptionSummary } from '../contracts/subscription';
import { Alert, Button } from '../antd';
import { LazyModal } from './lazy-antd';
import { useTranslation } from '../i18n';
import { useScreenShown } from './screen-root';
import { lapseText, purchasersText } from './subscription-text';

export interface SubscriptionRequiredModalProps {
  reason: 'required' | 'expired';
  /** The company's plan once read (GET /{product}/subscription); the dialog waits for none. */
  summary?: SubscriptionSummary | null;
  onSubscribe: () => void;
  /** Log out: the dialog covers the rest of the app, its menu included. */
  onLogout?: () => void;
  /**
   * Downloads the company's own data (its assets and employees), offered to its
   * administrator: a company whose plan lapsed still owns what it recorded.
   */
  onExport?: () => Promise<void>;
}

function ExportData({ onExport }: { onExport: () => Promise<void> }) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');
  const run = async () => {
    setState('running');
    try {
      await onExport();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div data-testid="subscription-export">
      <p>{t('subscription.export.hint')}</p>
      <Button onClick={() => void run()} loading={state === 'running'}>
        {t('subscription.export.action')}
      </Button>
      {state === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={t('subscription.export.failed')}
        />
      )}
    </div>
  );
}

/**
 * Non-closable dialog of SPEC.md section 4; 'Subscribe' leads to /pricing. Below the
 * spec's message it says which plan lapsed and when (or that none was bought) and, to a
 * user who may not buy, whom to ask; an administrator may download the company's data;
 * 'Log out' lets anyone leave.
 */
export function SubscriptionRequiredModal({
  reason,
  summary,
  onSubscribe,
  onLogout,
  onExport,
}: SubscriptionRequiredModalProps) {
  const { t, i18n } = useTranslation('common');
  // What the page shows now: the page the server drew hands over to it.
  useScreenShown();
  const ask = summary ? purchasersText(t, summary, i18n.language) : null;
  // Shown only to unlicensed companies: the dialog's code loads when it is shown.
  return (
    <Suspense fallback={null}>
      <LazyModal
        open
        title={t('subscription.title')}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={
          <>
            {onLogout && <Button onClick={onLogout}>{t('subscription.logout')}</Button>}
            <Button type="primary" onClick={onSubscribe} autoFocus>
              {t('subscription.subscribe')}
            </Button>
          </>
        }
      >
        <p data-testid="subscription-message">{t(`subscription.${reason}`)}</p>
        {summary && <p data-testid="subscription-plan">{lapseText(t, summary, i18n.language)}</p>}
        {ask && <p data-testid="subscription-ask">{ask}</p>}
        {onExport && <ExportData onExport={onExport} />}
      </LazyModal>
    </Suspense>
  );
}
