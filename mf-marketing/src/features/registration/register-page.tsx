import type { ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { FormSection } from '../leads/form-section';
import { RegisterForm, type RegisterPrefill } from './register-form';
import './registration-content';

/** /register and /register-{product}: the heading and the registration form. */
export function RegisterPage({
  screenKey,
  title,
  prefill,
  children,
}: {
  screenKey: string;
  title?: string;
  prefill?: RegisterPrefill;
  children?: ReactNode;
}) {
  const { t } = useTranslation('marketing');
  return (
    <MarketingPage screenKey={screenKey}>
      <PageHeading
        eyebrow={t('registration.register.eyebrow')}
        title={title ?? t('registration.register.title')}
        lead={t('registration.register.lead')}
      />
      {children}
      <FormSection id="register-form" title={t('registration.register.formTitle')} soft={false}>
        <RegisterForm id="register-form" prefill={prefill} />
      </FormSection>
    </MarketingPage>
  );
}
