import { ROUTES } from '@itam/shared/contracts';
import { selectIsLoggedIn, useAppSelector } from '@itam/shared/store';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { isPublicPathFor } from './public-paths';

const COLUMNS = [
  {
    key: 'product',
    links: [
      ['assets', ROUTES.assetManagementInfo],
      ['incidents', ROUTES.incidentManagementInfo],
      ['reporting', ROUTES.reporting],
      ['diagnosticTool', ROUTES.diagnosticTool],
      ['downloadAgent', ROUTES.downloadAgent],
      ['pricing', ROUTES.pricing],
      ['pricingNew', ROUTES.pricingNew],
    ],
  },
  {
    key: 'company',
    links: [
      ['aboutUs', ROUTES.aboutUs],
      ['partner', ROUTES.partner],
      ['idfcConnect', ROUTES.idfcConnect],
      ['auConnect', ROUTES.auConnect],
      ['eWaste', ROUTES.eWaste],
      ['contact', ROUTES.contact],
      ['contactUs', ROUTES.contactUs],
    ],
  },
  {
    key: 'resources',
    links: [
      ['getStarted', ROUTES.getStarted],
      ['faqs', ROUTES.faqs],
      ['eoi', ROUTES.eoi],
      ['azManagement', ROUTES.azManagement],
      ['deviceSelection', ROUTES.onboardingDeviceSelection],
      ['newLanding', ROUTES.newLanding],
      ['confirmShipping', ROUTES.confirmShipping],
    ],
  },
  {
    key: 'legal',
    links: [
      ['terms', ROUTES.terms],
      ['privacy', ROUTES.privacy],
      ['refundPolicy', ROUTES.refundPolicy],
    ],
  },
] as const;

/** The public site's footer: product, company, resources and legal links. */
export function SiteFooter() {
  const { t } = useTranslation('marketing');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <footer className="mk-footer">
      <div className="mk-container">
        <div className="mk-footer-grid">
          {COLUMNS.map((column) => (
            <nav key={column.key} aria-labelledby={`mk-footer-${column.key}`}>
              <h2 id={`mk-footer-${column.key}`}>{t(`footer.${column.key}`)}</h2>
              <ul>
                {column.links
                  .filter(([, to]) => isPublicPathFor(to, isLoggedIn))
                  .map(([key, to]) => (
                    <li key={key}>
                      <Link to={to}>{t(`footer.links.${key}`)}</Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mk-footer-base">
          <p>{t('footer.tagline')}</p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
