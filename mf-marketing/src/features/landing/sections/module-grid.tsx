import { COMPANY_MODULES, ROUTES, type CompanyModule } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { ModuleIcon } from '../../../ui/illustrations';

/** The module pages that exist; the others are explained on their card and in pricing. */
const INFO_PAGES: Partial<Record<CompanyModule, string>> = {
  'asset-management': ROUTES.assetManagementInfo,
  'incident-management': ROUTES.incidentManagementInfo,
};

export const registerPathOf = (module: CompanyModule) => `/register-${module}`;

export interface ModuleGridProps {
  title: string;
  lead?: string;
  /** Soft background band. */
  soft?: boolean;
}

/** The five company modules of SPEC.md section 1, each with what it does and where to start. */
export function ModuleGrid({ title, lead, soft = false }: ModuleGridProps) {
  const { t } = useTranslation('marketing');
  return (
    <section
      className={soft ? 'mk-section mk-section--soft' : 'mk-section'}
      aria-labelledby="mk-modules-title"
    >
      <div className="mk-container">
        <h2 id="mk-modules-title">{title}</h2>
        {lead ? <p className="mk-lead">{lead}</p> : null}
        <ul className="mk-grid mk-grid--five" style={{ listStyle: 'none', padding: 0 }}>
          {COMPANY_MODULES.map((module) => {
            const info = INFO_PAGES[module];
            return (
              <li key={module} className="mk-card" data-module={module}>
                <ModuleIcon module={module} />
                <h3>{t(`modules.${module}.name`)}</h3>
                <p>{t(`modules.${module}.summary`)}</p>
                <p className="mk-card-link">
                  {info ? (
                    <Link to={info}>
                      {t('cta.learnMoreAbout', { name: t(`modules.${module}.name`) })}
                    </Link>
                  ) : (
                    <Link to={registerPathOf(module)}>
                      {t('cta.startWith', { name: t(`modules.${module}.name`) })}
                    </Link>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
