import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useLocation } from '@itam/shared/router';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import './leads-content';

/** /eoi-submit: the thanks after an expression of interest (its reference when it came from the form). */
export default function EoiSubmitScreen() {
  const { t } = useTranslation('marketing');
  const state = useLocation().state as { reference?: unknown } | null;
  const reference = typeof state?.reference === 'string' ? state.reference : null;
  return (
    <MarketingPage screenKey="eoiSubmit">
      <PageHeading title={t('leads.eoiSubmit.title')} lead={t('leads.eoiSubmit.lead')}>
        {reference ? (
          <p role="status" data-testid="lead-reference">
            {t('leads.eoiSubmit.reference', { reference })}
          </p>
        ) : null}
      </PageHeading>
      <section className="mk-section" aria-labelledby="mk-eoi-next">
        <div className="mk-container">
          <h2 id="mk-eoi-next">{t('leads.eoiSubmit.nextTitle')}</h2>
          <p className="mk-lead">{t('leads.eoiSubmit.next')}</p>
          <div className="mk-actions">
            <Link className="mk-btn mk-btn--primary" to={ROUTES.registerInit}>
              {t('leads.eoiSubmit.register')}
            </Link>
            <Link className="mk-btn" to={ROUTES.pricing}>
              {t('leads.eoiSubmit.pricing')}
            </Link>
            <Link className="mk-btn" to={ROUTES.faqs}>
              {t('leads.eoiSubmit.faqs')}
            </Link>
          </div>
        </div>
      </section>
    </MarketingPage>
  );
}
