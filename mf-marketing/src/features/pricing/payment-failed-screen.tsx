import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useSearchParams } from '@itam/shared/router';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import './pricing-content';

/** /payment-failed: where a declined or abandoned payment lands (`?reason=&order=`). */
export default function PaymentFailedScreen() {
  const { t } = useTranslation('marketing');
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const reference = params.get('order');
  const validReference = reference && /^OR-\d{6}-[2-9A-Z]{6}$/.test(reference) ? reference : null;
  const message =
    reason === 'declined' && validReference
      ? t('pricing.paymentFailed.declined', { reference: validReference })
      : reason === 'not-payable'
        ? t('pricing.paymentFailed.notPayable')
        : t('pricing.paymentFailed.generic');
  return (
    <MarketingPage screenKey="paymentFailed">
      <PageHeading title={t('pricing.paymentFailed.title')}>
        <div className="mk-alert mk-alert--error" role="alert" data-testid="payment-failed">
          <p>{message}</p>
          <p style={{ marginBottom: 0 }}>{t('pricing.paymentFailed.bank')}</p>
        </div>
        <div className="mk-actions">
          <Link className="mk-btn mk-btn--primary" to={ROUTES.pricing}>
            {t('pricing.paymentFailed.retry')}
          </Link>
          <Link className="mk-btn" to={ROUTES.contactUs}>
            {t('pricing.paymentFailed.contact')}
          </Link>
        </div>
      </PageHeading>
    </MarketingPage>
  );
}
