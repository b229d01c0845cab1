import { MARKETING_ERRORS, REDIRECT_PARAM, ROUTES } from '@itam/shared/contracts';
import { selectIsLoggedIn, useAppSelector } from '@itam/shared/store';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { formatDate } from '../../ui/format';
import { selectPricing } from '../../marketing.store';
import { productEntryPath } from './entry-path';

/**
 * The outcome of a payment provider's return. "Open ITAM" is a full page load on purpose:
 * the session is read afresh and sees the new subscription.
 */
export function VerificationPanel() {
  const { t, i18n } = useTranslation('marketing');
  const { status, result, error } = useAppSelector(selectPricing).verification;
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'verified' || status === 'failed') ref.current?.focus();
  }, [status]);
  if (status === 'idle') return null;
  if (status === 'verifying') {
    return (
      <div className="mk-alert mk-alert--info" role="status">
        {t('pricing.verify.verifying')}
      </div>
    );
  }
  if (status === 'verified' && result) {
    const entry = productEntryPath(result.subscription.modules);
    const openHref = isLoggedIn
      ? entry
      : `${ROUTES.login}?${REDIRECT_PARAM}=${encodeURIComponent(entry)}`;
    const text = result.subscription.end
      ? t('pricing.verify.successText', {
          reference: result.order.reference,
          end: formatDate(result.subscription.end, i18n.language),
        })
      : t('pricing.verify.successOpenEnded', { reference: result.order.reference });
    return (
      <div
        ref={ref}
        tabIndex={-1}
        className="mk-alert mk-alert--ok"
        role="status"
        data-testid="payment-verified"
      >
        <h2 style={{ fontSize: 20 }}>{t('pricing.verify.successTitle')}</h2>
        <p>{text}</p>
        <div className="mk-actions" style={{ marginTop: 8 }}>
          <a className="mk-btn mk-btn--primary" href={openHref}>
            {t('pricing.verify.open')}
          </a>
          {result.order.needsShipping ? (
            <Link
              className="mk-btn"
              to={`${ROUTES.confirmShipping}?order=${encodeURIComponent(result.order._id)}`}
            >
              {t('pricing.verify.shipping')}
            </Link>
          ) : null}
        </div>
      </div>
    );
  }
  const kind =
    error?.message === MARKETING_ERRORS.paymentAlreadyVerified
      ? 'already'
      : error?.message === MARKETING_ERRORS.orderNotPayable
        ? 'notPayable'
        : 'failed';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={kind === 'already' ? 'mk-alert mk-alert--info' : 'mk-alert mk-alert--error'}
      role="alert"
      data-testid="payment-not-verified"
    >
      <h2 style={{ fontSize: 20 }}>{t(`pricing.verify.${kind}Title`)}</h2>
      <p>{t(`pricing.verify.${kind}Text`)}</p>
    </div>
  );
}
