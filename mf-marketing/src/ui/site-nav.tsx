import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { NavLink } from '@itam/shared/router';

const LINKS = [
  { to: ROUTES.home, key: 'home' },
  { to: ROUTES.assetManagementInfo, key: 'assets' },
  { to: ROUTES.incidentManagementInfo, key: 'incidents' },
  { to: ROUTES.reporting, key: 'reporting' },
  { to: ROUTES.pricing, key: 'pricing' },
  { to: ROUTES.faqs, key: 'faqs' },
  { to: ROUTES.contactUs, key: 'contact' },
] as const;

/** The public site's own navigation strip, under the shell's top bar. */
export function SiteNav() {
  const { t } = useTranslation('marketing');
  return (
    <nav className="mk-sitenav" aria-label={t('nav.label')}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.key}>
            <NavLink to={link.to} end>
              {t(`nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
        <li className="mk-sitenav-cta">
          <NavLink to={ROUTES.getStarted} end>
            {t('nav.getStarted')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
