import { Suspense } from 'react';
import { Button } from '../antd';
import { LazyModal } from './lazy-antd';
import { useTranslation } from '../i18n';

export interface SubscriptionRequiredModalProps {
  reason: 'required' | 'expired';
  onSubscribe: () => void;
}

/** Non-closable dialog of SPEC.md section 4; 'Subscribe' leads to /pricing. */
export function SubscriptionRequiredModal({ reason, onSubscribe }: SubscriptionRequiredModalProps) {
  const { t } = useTranslation('common');
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
          <Button type="primary" onClick={onSubscribe} autoFocus>
            {t('subscription.subscribe')}
          </Button>
        }
      >
        <p data-testid="subscription-message">{t(`subscription.${reason}`)}</p>
      </LazyModal>
    </Suspense>
  );
}
