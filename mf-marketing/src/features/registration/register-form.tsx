import { REDIRECT_PARAM, ROUTES, type CompanyModule } from '@itam/shared/contracts';
import { registerRequestSchema } from '@itam/shared/schemas';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import '../../ui/form/form-content';
import { CheckboxField, ModulesField, TextField } from '../../ui/form/fields';
import { MarketingForm } from '../../ui/form/marketing-form';
import { useZodForm } from '../../ui/form/use-zod-form';
import { SuccessPanel } from '../leads/success-panel';
import { registerCompany, type Registered } from './api/register';
import './registration-content';

export interface RegisterPrefill {
  companyName?: string;
  email?: string;
  modules?: CompanyModule[];
}

/** After registering: the login page, then the pricing page to buy a plan. */
export const LOGIN_THEN_PRICING = `${ROUTES.login}?${REDIRECT_PARAM}=${encodeURIComponent(ROUTES.pricing)}`;

/**
 * Company registration: the company and its modules, the administrator's account. A
 * refused submission (email taken, weak password) marks the field and keeps every value.
 */
export function RegisterForm({
  prefill = {},
  id = 'register-form',
}: {
  prefill?: RegisterPrefill;
  id?: string;
}) {
  const { t } = useTranslation('marketing');
  const [done, setDone] = useState<Registered | null>(null);
  const form = useZodForm(registerRequestSchema, {
    companyName: prefill.companyName ?? '',
    firstName: '',
    lastName: '',
    email: prefill.email ?? '',
    phone: '',
    password: '',
    modules: (prefill.modules ?? []) as string[],
    acceptTerms: false,
  });
  if (done) {
    return (
      <SuccessPanel title={t('registration.register.successTitle')}>
        <p>
          {t('registration.register.successText', {
            company: done.company.name,
            email: done.user.email,
          })}
        </p>
        <Link className="mk-btn mk-btn--primary" to={LOGIN_THEN_PRICING}>
          {t('registration.register.logIn')}
        </Link>
      </SuccessPanel>
    );
  }
  const f = { form: form.binding, formId: id };
  return (
    <MarketingForm
      form={form}
      labelledBy={`${id}-title`}
      onSubmit={form.handleSubmit(async (data) => setDone(await registerCompany(data)))}
      submitLabel={t('registration.register.submit')}
      busyLabel={t('registration.register.submitting')}
      grid={false}
      footer={
        <p className="mk-muted">
          {t('registration.register.haveAccount')}{' '}
          <Link to={LOGIN_THEN_PRICING}>{t('registration.register.logInInstead')}</Link>
        </p>
      }
    >
      <fieldset className="mk-fieldset">
        <legend>{t('registration.register.companySection')}</legend>
        <div className="mk-form-grid">
          <TextField {...f} name="companyName" autoComplete="organization" className="mk-span-2" />
          <ModulesField {...f} />
        </div>
      </fieldset>
      <fieldset className="mk-fieldset">
        <legend>{t('registration.register.accountSection')}</legend>
        <div className="mk-form-grid">
          <TextField {...f} name="firstName" autoComplete="given-name" />
          <TextField {...f} name="lastName" autoComplete="family-name" optional />
          <TextField {...f} name="email" type="email" autoComplete="email" inputMode="email" />
          <TextField
            {...f}
            name="phone"
            type="tel"
            autoComplete="tel"
            optional
            hint={t('forms.hints.phone')}
          />
          <TextField
            {...f}
            name="password"
            type="password"
            autoComplete="new-password"
            className="mk-span-2"
            hint={t('forms.hints.password')}
          />
        </div>
      </fieldset>
      <CheckboxField {...f} name="acceptTerms">
        {t('registration.register.termsLead')}{' '}
        <Link to={ROUTES.terms}>{t('registration.register.termsLink')}</Link>{' '}
        {t('registration.register.and')}{' '}
        <Link to={ROUTES.privacy}>{t('registration.register.privacyLink')}</Link>
      </CheckboxField>
    </MarketingForm>
  );
}
