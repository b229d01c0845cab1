import { isApiError } from '@itam/shared/api';
import { ROUTES } from '@itam/shared/contracts';
import { useAppDispatch, useAppSelector } from '@itam/shared/store';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useParams } from '@itam/shared/router';
import { formatRupees } from '../../ui/format';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { useLoad } from '../../ui/use-load';
import { selectDevices } from '../../marketing.store';
import { getDevice } from './api/get-devices';
import { deviceSelected } from './devices.slice';
import './onboarding-content';
import { QuantityInput } from './quantity-input';
import { useMarketingStore } from '../../use-marketing-store';

/** /onboarding/device-selection/:id: one device's specifications, price and units chosen. */
export default function DeviceDetailScreen() {
  const { t, i18n } = useTranslation('marketing');
  const { id = '' } = useParams();
  useMarketingStore();
  const dispatch = useAppDispatch();
  const { selection } = useAppSelector(selectDevices);
  const [device, retry] = useLoad(() => getDevice(id), id);
  const back = (
    <div className="mk-actions">
      <Link className="mk-btn" to={ROUTES.onboardingDeviceSelection}>
        {t('onboarding.back')}
      </Link>
    </div>
  );
  if (device.status !== 'loaded') {
    const notFound =
      device.status === 'failed' && isApiError(device.error) && device.error.status === 404;
    return (
      <MarketingPage screenKey="onboardingDeviceSelectionItem">
        <PageHeading title={t('screens.onboardingDeviceSelectionItem.title')}>
          {device.status === 'loading' ? (
            <p role="status" style={{ minHeight: 48 }}>
              {t('onboarding.loading')}
            </p>
          ) : (
            <div className="mk-alert mk-alert--error" role="alert">
              <p>{notFound ? t('onboarding.notFound') : t('onboarding.loadFailed')}</p>
              {notFound ? null : (
                <button type="button" className="mk-btn" onClick={retry}>
                  {t('common.retry')}
                </button>
              )}
            </div>
          )}
          {back}
        </PageHeading>
      </MarketingPage>
    );
  }
  const d = device.data;
  const name = `${d.brand} ${d.name}`;
  return (
    <MarketingPage screenKey="onboardingDeviceSelectionItem">
      <PageHeading
        eyebrow={t(`onboarding.categories.${d.category}`)}
        title={name}
        lead={t('onboarding.indicative', { amount: formatRupees(d.unitPaise, i18n.language) })}
      />
      <section className="mk-section" aria-labelledby="mk-device-specs">
        <div className="mk-container mk-prose">
          <h2 id="mk-device-specs">{t('onboarding.specsTitle')}</h2>
          <dl
            style={{
              display: 'grid',
              gridTemplateColumns: 'minmax(120px, auto) 1fr',
              gap: '8px 16px',
            }}
          >
            {Object.entries(d.specs).map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt style={{ fontWeight: 600 }}>
                  {t(`onboarding.specs.${key}`, { defaultValue: key })}
                </dt>
                <dd style={{ margin: 0 }}>{value}</dd>
              </div>
            ))}
          </dl>
          <QuantityInput
            id={`qty-${d.id}`}
            label={t('onboarding.units', { name })}
            value={selection[d.id] ?? 0}
            onChange={(quantity) => dispatch(deviceSelected({ deviceId: d.id, quantity }))}
          />
          <div className="mk-actions">
            <Link className="mk-btn mk-btn--primary" to={ROUTES.onboardingDeviceSelection}>
              {t('onboarding.toSelection')}
            </Link>
          </div>
        </div>
      </section>
    </MarketingPage>
  );
}
