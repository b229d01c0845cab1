import { useAppDispatch, useAppSelector } from '@itam/shared/store';
import { useEffect } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { selectDevices } from '../../marketing.store';
import { FormSection } from '../leads/form-section';
import { DeviceCard } from './device-card';
import { DeviceSelectionForm } from './device-selection-form';
import { deviceSelected, devicesRequested } from './devices.slice';
import './onboarding-content';
import { useMarketingStore } from '../../use-marketing-store';

/** /onboarding/device-selection: the catalogue, units per device, and the quote request. */
export default function DeviceSelectionScreen() {
  const { t } = useTranslation('marketing');
  useMarketingStore();
  const dispatch = useAppDispatch();
  const { catalogue, selection } = useAppSelector(selectDevices);
  useEffect(() => {
    dispatch(devicesRequested());
  }, [dispatch]);
  return (
    <MarketingPage screenKey="onboardingDeviceSelection">
      <PageHeading
        eyebrow={t('onboarding.eyebrow')}
        title={t('onboarding.title')}
        lead={t('onboarding.lead')}
      />
      <section className="mk-section" aria-labelledby="mk-devices-title" style={{ paddingTop: 24 }}>
        <div className="mk-container">
          <h2 id="mk-devices-title">{t('onboarding.catalogueTitle')}</h2>
          {catalogue.status === 'failed' ? (
            <div className="mk-alert mk-alert--error" role="alert">
              <p>{t('onboarding.loadFailed')}</p>
              <button type="button" className="mk-btn" onClick={() => dispatch(devicesRequested())}>
                {t('common.retry')}
              </button>
            </div>
          ) : catalogue.status !== 'loaded' ? (
            <div
              className="mk-grid"
              role="status"
              aria-busy="true"
              aria-label={t('onboarding.loading')}
            >
              {[0, 1, 2, 3].map((n) => (
                <div key={n} className="mk-skeleton" />
              ))}
            </div>
          ) : (
            <ul className="mk-grid" style={{ listStyle: 'none', padding: 0 }}>
              {catalogue.items.map((device) => (
                <DeviceCard
                  key={device.id}
                  device={device}
                  quantity={selection[device.id] ?? 0}
                  onQuantity={(quantity) =>
                    dispatch(deviceSelected({ deviceId: device.id, quantity }))
                  }
                />
              ))}
            </ul>
          )}
        </div>
      </section>
      <FormSection
        id="device-selection-form"
        title={t('onboarding.formTitle')}
        lead={t('onboarding.formLead')}
      >
        <DeviceSelectionForm
          devices={catalogue.items}
          selection={selection}
          id="device-selection-form"
        />
      </FormSection>
    </MarketingPage>
  );
}
