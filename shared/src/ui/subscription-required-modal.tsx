import { Button, Modal } from '../antd';
import { useTranslation } from 'react-i18next';

export interface SubscriptionRequiredModalProps {
  reason: 'required' | 'expired';
  onSubscribe: () => void;
}

/** Non-closable dialog of SPEC.md section 4; 'Subscribe' leads to /pricing. */
export function SubscriptionRequiredModal({ reason, onSubscribe }: SubscriptionRequiredModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
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
    </Modal>
  );
}
