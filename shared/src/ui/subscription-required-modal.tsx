import { Suspense } from 'react';
import type { SubscriptionSummary } from '../contracts/marketing-api';
import { Button } from '../antd';
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
}

/**
 * Non-closable dialog of SPEC.md section 4; 'Subscribe' leads to /pricing. Below the
 * spec's message it says which plan lapsed and when (or that none was bought) and, to a
 * user who may not buy, whom to ask; 'Log out' lets anyone leave.
 */
export function SubscriptionRequiredModal({
  reason,
  summary,
  onSubscribe,
  onLogout,
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
      </LazyModal>
    </Suspense>
  );
}
