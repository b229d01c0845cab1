import { isCompanyModule, ROUTES } from '@itam/shared/contracts';
import { registerRequestSchema } from '@itam/shared/schemas';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useNavigate, useSearchParams } from '@itam/shared/router';
import '../../ui/form/form-content';
import { ModulesField, TextField } from '../../ui/form/fields';
import { MarketingForm } from '../../ui/form/marketing-form';
import { useZodForm } from '../../ui/form/use-zod-form';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { FormSection } from '../leads/form-section';
import { LOGIN_THEN_PRICING } from './register-form';
import './registration-content';

// Step 1 checks its three fields with the registration schema's own rules.
const stepOneSchema = registerRequestSchema.pick({ companyName: true, email: true, modules: true });

/** /register-init: company, work email and modules, then on to /register with them filled in. */
export default function RegisterInitScreen() {
  const { t } = useTranslation('marketing');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preset = params.getAll('module').filter(isCompanyModule);
  const form = useZodForm(stepOneSchema, {
    companyName: '',
    email: '',
    modules: preset as string[],
  });
  const f = { form: form.binding, formId: 'register-init' };
  return (
    <MarketingPage screenKey="registerInit">
      <PageHeading
        eyebrow={t('registration.registerInit.eyebrow')}
        title={t('registration.registerInit.title')}
        lead={t('registration.registerInit.lead')}
      />
      <FormSection
        id="register-init"
        title={t('registration.register.companySection')}
        soft={false}
      >
        <MarketingForm
          form={form}
          labelledBy="register-init-title"
          onSubmit={form.handleSubmit(async (prefill) => {
            navigate(ROUTES.register, { state: { prefill } });
          })}
          submitLabel={t('registration.registerInit.continue')}
          footer={
            <p className="mk-muted">
              {t('registration.registerInit.haveAccount')}{' '}
              <Link to={LOGIN_THEN_PRICING}>{t('registration.registerInit.logIn')}</Link>
            </p>
          }
        >
          <TextField {...f} name="companyName" autoComplete="organization" />
          <TextField {...f} name="email" type="email" autoComplete="email" inputMode="email" />
          <ModulesField {...f} />
        </MarketingForm>
      </FormSection>
    </MarketingPage>
  );
}
