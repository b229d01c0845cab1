import { COMPANY_MODULES, ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { ModuleIcon } from '../../ui/illustrations';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { registerPathOf } from '../landing/sections/module-grid';
import { StepList, type Step } from '../landing/sections/step-list';
import './registration-content';

/** /get-started: pick the module to start with (→ /register-{module}) or several (→ /register-init). */
export default function GetStartedScreen() {
  const { t } = useTranslation('marketing');
  const steps = t('registration.getStarted.steps', { returnObjects: true }) as Step[];
  return (
    <MarketingPage screenKey="getStarted">
      <PageHeading
        eyebrow={t('registration.getStarted.eyebrow')}
        title={t('registration.getStarted.title')}
        lead={t('registration.getStarted.lead')}
      />
      <section className="mk-section" aria-label={t('registration.getStarted.title')}>
        <div className="mk-container">
          <ul className="mk-grid" style={{ listStyle: 'none', padding: 0, marginTop: 0 }}>
            {COMPANY_MODULES.map((module) => (
              <li key={module} className="mk-card">
                <ModuleIcon module={module} />
                <h2 style={{ fontSize: 18, margin: 0 }}>{t(`modules.${module}.name`)}</h2>
                <p>{t(`modules.${module}.summary`)}</p>
                <Link className="mk-btn mk-btn--primary mk-card-link" to={registerPathOf(module)}>
                  {t('cta.startWith', { name: t(`modules.${module}.name`) })}
                </Link>
              </li>
            ))}
            <li className="mk-card">
              <h2 style={{ fontSize: 18, margin: 0 }}>{t('registration.getStarted.several')}</h2>
              <p>{t('registration.getStarted.severalText')}</p>
              <Link className="mk-btn mk-card-link" to={ROUTES.registerInit}>
                {t('registration.getStarted.several')}
              </Link>
              <Link to={ROUTES.eoi}>{t('registration.getStarted.notSure')}</Link>
            </li>
          </ul>
        </div>
      </section>
      <StepList
        id="mk-get-started-steps"
        soft
        title={t('registration.getStarted.stepsTitle')}
        steps={Array.isArray(steps) ? steps : []}
      />
    </MarketingPage>
  );
}
