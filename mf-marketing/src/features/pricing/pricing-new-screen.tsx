import { COMPANY_MODULES, ROUTES } from '@itam/shared/contracts';
import { useAppDispatch, useAppSelector } from '@itam/shared/store';
import { useEffect } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { formatRupees } from '../../ui/format';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { selectPricing } from '../../marketing.store';
import { registerPathOf } from '../landing/sections/module-grid';
import './pricing-content';
import { plansRequested } from './pricing.slice';
import { useMarketingStore } from '../../use-marketing-store';

/** /pricing-new: every module's monthly and yearly price in one table, with where to start. */
export default function PricingNewScreen() {
  const { t, i18n } = useTranslation('marketing');
  useMarketingStore();
  const dispatch = useAppDispatch();
  const { plans } = useAppSelector(selectPricing);
  useEffect(() => {
    dispatch(plansRequested());
  }, [dispatch]);
  const price = (module: string, cycle: 'monthly' | 'yearly') =>
    plans.items.find((p) => p.module === module && p.billingCycle === cycle)?.amountPaise;
  const money = (paise: number | undefined) =>
    paise === undefined ? '–' : formatRupees(paise, i18n.language);
  return (
    <MarketingPage screenKey="pricingNew">
      <PageHeading
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.compare.title')}
        lead={t('pricing.compare.lead')}
      />
      <section className="mk-section" aria-label={t('pricing.compare.title')}>
        <div className="mk-container">
          {plans.status === 'failed' ? (
            <div className="mk-alert mk-alert--error" role="alert">
              <p>{t('pricing.loadFailed')}</p>
              <button type="button" className="mk-btn" onClick={() => dispatch(plansRequested())}>
                {t('common.retry')}
              </button>
            </div>
          ) : (
            <div className="mk-table-wrap" aria-busy={plans.status !== 'loaded' || undefined}>
              <table className="mk-table">
                <caption
                  className="mk-muted"
                  style={{ captionSide: 'bottom', textAlign: 'left', paddingTop: 8 }}
                >
                  {t('pricing.compare.caption')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('pricing.compare.module')}</th>
                    <th scope="col">{t('pricing.monthly')}</th>
                    <th scope="col">{t('pricing.yearly')}</th>
                    <th scope="col">{t('pricing.compare.saving')}</th>
                    <th scope="col">
                      <span className="mk-visually-hidden">{t('cta.getStarted')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {COMPANY_MODULES.map((module) => {
                    const monthly = price(module, 'monthly');
                    const yearly = price(module, 'yearly');
                    return (
                      <tr key={module}>
                        <th scope="row">{t(`modules.${module}.name`)}</th>
                        <td>{money(monthly)}</td>
                        <td>{money(yearly)}</td>
                        <td>
                          {monthly !== undefined && yearly !== undefined
                            ? money(monthly * 12 - yearly)
                            : '–'}
                        </td>
                        <td>
                          <Link to={registerPathOf(module)}>
                            {t('cta.startWith', { name: t(`modules.${module}.name`) })}
                          </Link>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <div className="mk-actions">
            <Link className="mk-btn mk-btn--primary" to={ROUTES.getStarted}>
              {t('cta.getStarted')}
            </Link>
            <Link className="mk-btn" to={ROUTES.pricing}>
              {t('cta.seePricing')}
            </Link>
          </div>
        </div>
      </section>
    </MarketingPage>
  );
}
