import { COMPANY_MODULES, isCompanyModule } from '@itam/shared/contracts';
import { registerProductFromPath } from '@itam/shared/routing';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useLocation } from '@itam/shared/router';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { registerPathOf } from '../landing/sections/module-grid';
import { RegisterPage } from './register-page';
import { prefillFromState } from './register-screen';

/** /register-{product}: registration starting with one module (the slug is a module id). */
export default function RegisterProductScreen() {
  const { t } = useTranslation('marketing');
  const { pathname, state } = useLocation();
  const slug = registerProductFromPath(pathname) ?? '';
  if (!isCompanyModule(slug)) {
    return (
      <MarketingPage screenKey="registerProduct">
        <PageHeading
          title={t('registration.register.unknownTitle', { slug })}
          lead={t('registration.register.unknownText')}
        >
          <ul className="mk-list">
            {COMPANY_MODULES.map((module) => (
              <li key={module}>
                <Link to={registerPathOf(module)}>{t(`modules.${module}.name`)}</Link>
              </li>
            ))}
          </ul>
        </PageHeading>
      </MarketingPage>
    );
  }
  const prefill = prefillFromState(state);
  return (
    <RegisterPage
      screenKey="registerProduct"
      title={t('registration.register.productTitle', { module: t(`modules.${slug}.name`) })}
      prefill={{ ...prefill, modules: prefill.modules?.length ? prefill.modules : [slug] }}
    />
  );
}
