import { REDIRECT_PARAM, ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { formatRupees } from '../../ui/format';
import type { CallError } from './pricing.slice';

export interface OrderSummaryProps {
  items: number;
  totalPaise: number;
  isLoggedIn: boolean;
  busy: 'creating' | 'redirecting' | null;
  error: CallError | null;
  onSubscribe: () => void;
}

function errorKey(error: CallError): string {
  if (error.status === 403) return 'pricing.errors.forbidden';
  if (error.status === 0) return 'pricing.errors.offline';
  return 'pricing.errors.failed';
}

/** The order's total and the way on: pay (members) or log in / register (visitors). */
export function OrderSummary({
  items,
  totalPaise,
  isLoggedIn,
  busy,
  error,
  onSubscribe,
}: OrderSummaryProps) {
  const { t, i18n } = useTranslation('marketing');
  const loginToPricing = `${ROUTES.login}?${REDIRECT_PARAM}=${encodeURIComponent(ROUTES.pricing)}`;
  return (
    <div className="mk-summary" aria-labelledby="mk-order-summary">
      <div aria-live="polite">
        <h2 id="mk-order-summary" style={{ fontSize: 18, margin: 0 }}>
          {t('pricing.summaryTitle')}
        </h2>
        <p style={{ margin: 0 }} data-testid="order-total">
          {items
            ? t('pricing.summaryTotal', {
                count: items,
                amount: formatRupees(totalPaise, i18n.language),
              })
            : t('pricing.summaryNone')}
        </p>
      </div>
      {isLoggedIn ? (
        <button
          type="button"
          className="mk-btn mk-btn--primary"
          disabled={items === 0 || busy !== null}
          aria-busy={busy !== null || undefined}
          onClick={onSubscribe}
        >
          {busy ? t('pricing.redirecting') : t('pricing.subscribe')}
        </button>
      ) : (
        <div className="mk-actions" style={{ marginTop: 0 }}>
          <Link className="mk-btn mk-btn--primary" to={loginToPricing}>
            {t('pricing.loginToSubscribe')}
          </Link>
          <Link className="mk-btn" to={ROUTES.getStarted}>
            {t('pricing.register')}
          </Link>
        </div>
      )}
      {!isLoggedIn ? (
        <p className="mk-muted" style={{ flexBasis: '100%', margin: 0 }}>
          {t('pricing.visitorNote')}
        </p>
      ) : null}
      {error ? (
        <div className="mk-alert mk-alert--error" role="alert" style={{ flexBasis: '100%' }}>
          {t(errorKey(error))}
        </div>
      ) : null}
    </div>
  );
}
