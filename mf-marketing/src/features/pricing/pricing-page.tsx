import { COMPANY_MODULES, type CompanyModule } from '@itam/shared/contracts';
import {
  selectCompanyRoles,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@itam/shared/store';
import { useEffect } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { selectDevices, selectPricing } from '../../marketing.store';
import { devicesRequested } from '../onboarding/devices.slice';
import { BillingToggle } from './billing-toggle';
import { CurrentPlan } from './current-plan';
import { DeviceAddons } from './device-addons';
import { OrderSummary } from './order-summary';
import { PlanCard } from './plan-card';
import './pricing-content';
import {
  billingCycleChosen,
  checkoutRequested,
  deviceQuantityChanged,
  modulesChosen,
  plansRequested,
} from './pricing.slice';
import { usePaymentReturn } from './use-payment-return';
import { VerificationPanel } from './verification-panel';
import { useMarketingStore } from '../../use-marketing-store';

const DEFAULT_MODULES: CompanyModule[] = ['asset-management'];

/**
 * /pricing, and /{product}/open-api/order/verify which shows the same screen: plans per
 * module, monthly or yearly, an order of modules (and devices) paid through the payment
 * provider, and the confirmation of a provider's return.
 */
export function PricingPage({ screenKey }: { screenKey: string }) {
  const { t } = useTranslation('marketing');
  useMarketingStore();
  const dispatch = useAppDispatch();
  const pricing = useAppSelector(selectPricing);
  const devices = useAppSelector(selectDevices).catalogue;
  const isLoggedIn = useAppSelector(selectIsLoggedIn) === true;
  const companyModules = useAppSelector(selectCompanyRoles);
  usePaymentReturn();

  useEffect(() => {
    dispatch(plansRequested());
    if (isLoggedIn) dispatch(devicesRequested());
  }, [dispatch, isLoggedIn]);

  const { billingCycle, plans, checkout } = pricing;
  const selected =
    pricing.selectedModules ?? (companyModules.length ? companyModules : DEFAULT_MODULES);
  const planOf = (module: CompanyModule) =>
    plans.items.find((p) => p.module === module && p.billingCycle === billingCycle);
  const deviceLines = Object.entries(pricing.deviceQuantities).map(([deviceId, quantity]) => ({
    deviceId,
    quantity,
  }));
  const total =
    selected.reduce((sum, module) => sum + (planOf(module)?.amountPaise ?? 0), 0) +
    deviceLines.reduce(
      (sum, line) =>
        sum + (devices.items.find((d) => d.id === line.deviceId)?.unitPaise ?? 0) * line.quantity,
      0,
    );
  const toggle = (module: CompanyModule, on: boolean) =>
    dispatch(
      modulesChosen(
        on
          ? [...selected.filter((m) => m !== module), module]
          : selected.filter((m) => m !== module),
      ),
    );
  const busy =
    checkout.status === 'creating' || checkout.status === 'redirecting' ? checkout.status : null;

  return (
    <MarketingPage screenKey={screenKey}>
      <PageHeading
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.title')}
        lead={t('pricing.lead')}
      >
        <VerificationPanel />
        <CurrentPlan isLoggedIn={isLoggedIn} />
      </PageHeading>
      <section className="mk-section" aria-labelledby="mk-plans-title" style={{ paddingTop: 24 }}>
        <div className="mk-container">
          <h2 id="mk-plans-title" className="mk-visually-hidden">
            {t('screens.pricing.title')}
          </h2>
          <BillingToggle
            value={billingCycle}
            onChange={(cycle) => dispatch(billingCycleChosen(cycle))}
          />
          {plans.status === 'failed' ? (
            <div className="mk-alert mk-alert--error" role="alert" style={{ marginTop: 24 }}>
              <p>{t('pricing.loadFailed')}</p>
              <button type="button" className="mk-btn" onClick={() => dispatch(plansRequested())}>
                {t('common.retry')}
              </button>
            </div>
          ) : plans.status !== 'loaded' ? (
            <div
              className="mk-grid mk-grid--five"
              aria-busy="true"
              role="status"
              aria-label={t('pricing.loading')}
            >
              {COMPANY_MODULES.map((module) => (
                <div key={module} className="mk-skeleton" />
              ))}
            </div>
          ) : (
            <ul className="mk-grid mk-grid--five" style={{ listStyle: 'none', padding: 0 }}>
              {COMPANY_MODULES.map((module) => (
                <PlanCard
                  key={module}
                  module={module}
                  plan={planOf(module)}
                  billingCycle={billingCycle}
                  selected={selected.includes(module)}
                  onToggle={(on) => toggle(module, on)}
                />
              ))}
            </ul>
          )}
          {isLoggedIn ? (
            <DeviceAddons
              devices={devices.items}
              quantities={pricing.deviceQuantities}
              onChange={(deviceId, quantity) =>
                dispatch(deviceQuantityChanged({ deviceId, quantity }))
              }
            />
          ) : null}
          <OrderSummary
            items={selected.filter((m) => planOf(m)).length + deviceLines.length}
            totalPaise={total}
            isLoggedIn={isLoggedIn}
            busy={busy}
            error={checkout.status === 'failed' ? checkout.error : null}
            onSubscribe={() =>
              dispatch(
                checkoutRequested({
                  billingCycle,
                  modules: selected.filter((m) => planOf(m)),
                  devices: deviceLines,
                }),
              )
            }
          />
        </div>
      </section>
    </MarketingPage>
  );
}
