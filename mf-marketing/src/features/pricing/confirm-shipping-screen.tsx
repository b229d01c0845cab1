import { isApiError } from '@itam/shared/api';
import { REDIRECT_PARAM, ROUTES, type OrderSummary } from '@itam/shared/contracts';
import { selectIsLoggedIn, useAppSelector } from '@itam/shared/store';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useLocation, useSearchParams } from '@itam/shared/router';
import { formatDate } from '../../ui/format';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { useLoad } from '../../ui/use-load';
import { FormSection } from '../leads/form-section';
import { getOrder, getOrdersAwaitingShipping } from './api/get-orders';
import './pricing-content';
import { ShippingForm } from './shipping-form';

function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('marketing');
  const notFound = isApiError(error) && error.status === 404;
  return (
    <div className="mk-alert mk-alert--error" role="alert">
      <p>{notFound ? t('pricing.shipping.notFound') : t('common.loadFailed')}</p>
      {notFound ? null : (
        <button type="button" className="mk-btn" onClick={retry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

function PendingOrders() {
  const { t, i18n } = useTranslation('marketing');
  const [orders, retry] = useLoad(getOrdersAwaitingShipping, 'pending');
  if (orders.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (orders.status === 'failed') return <LoadFailed error={orders.error} retry={retry} />;
  if (orders.data.length === 0)
    return <p className="mk-alert mk-alert--info">{t('pricing.shipping.none')}</p>;
  return (
    <ul className="mk-grid" style={{ listStyle: 'none', padding: 0 }}>
      {orders.data.map((order) => (
        <li key={order._id} className="mk-card">
          <h3>{t('pricing.shipping.order', { reference: order.reference })}</h3>
          {order.paidAt ? (
            <p>{t('pricing.shipping.paidOn', { date: formatDate(order.paidAt, i18n.language) })}</p>
          ) : null}
          <Link
            className="mk-btn mk-card-link"
            to={`${ROUTES.confirmShipping}?order=${encodeURIComponent(order._id)}`}
          >
            {t('pricing.shipping.confirm')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function OrderShipping({ orderId }: { orderId: string }) {
  const { t } = useTranslation('marketing');
  const [order, retry] = useLoad(() => getOrder(orderId), orderId);
  if (order.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (order.status === 'failed') return <LoadFailed error={order.error} retry={retry} />;
  const o: OrderSummary = order.data;
  const devices = o.items.flatMap((item) => (item.kind === 'device' ? [item] : []));
  const problem = !o.needsShipping ? 'noDevices' : o.status !== 'paid' ? 'notPaid' : null;
  return (
    <>
      <h3>{t('pricing.shipping.order', { reference: o.reference })}</h3>
      {devices.length ? (
        <>
          <h4>{t('pricing.shipping.items')}</h4>
          <ul className="mk-list">
            {devices.map((device) => (
              <li key={device.deviceId}>
                {device.name}: {t('pricing.shipping.unit', { count: device.quantity })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {problem ? (
        <p className="mk-alert mk-alert--info">{t(`pricing.shipping.${problem}`)}</p>
      ) : (
        <>
          {o.shippingConfirmedAt ? (
            <p className="mk-alert mk-alert--info">{t('pricing.shipping.alreadyConfirmed')}</p>
          ) : null}
          <ShippingForm order={o} id="shipping-form" />
        </>
      )}
    </>
  );
}

/** /confirm-shipping: a paid order's devices need a delivery address (`?order=<id>`, or pick one). */
export default function ConfirmShippingScreen() {
  const { t } = useTranslation('marketing');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const here = `${pathname}${search}`;
  return (
    <MarketingPage screenKey="confirmShipping">
      <PageHeading title={t('pricing.shipping.title')} lead={t('pricing.shipping.lead')} />
      <FormSection
        id="shipping-form"
        title={orderId ? t('pricing.shipping.title') : t('pricing.shipping.pendingTitle')}
        soft={false}
      >
        {isLoggedIn !== true ? (
          <div className="mk-alert mk-alert--info">
            <p>{t('pricing.shipping.loginNeeded')}</p>
            <Link
              className="mk-btn mk-btn--primary"
              to={`${ROUTES.login}?${REDIRECT_PARAM}=${encodeURIComponent(here)}`}
            >
              {t('pricing.shipping.logIn')}
            </Link>
          </div>
        ) : orderId ? (
          <OrderShipping orderId={orderId} />
        ) : (
          <PendingOrders />
        )}
      </FormSection>
    </MarketingPage>
  );
}
