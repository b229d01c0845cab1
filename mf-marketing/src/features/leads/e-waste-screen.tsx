import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import '../content/company-content';
import { ContentPage } from '../content/content-page';
import { ContactForm } from './contact-form';
import { FormSection } from './form-section';

/** /e-waste: how disposal works, and a pickup request (a contact lead on the e-waste topic). */
export default function EWasteScreen() {
  const { t } = useTranslation('marketing');
  return (
    <ContentPage
      screenKey="eWaste"
      textKey="company.eWaste"
      cta={{ primary: ROUTES.getStarted, secondary: ROUTES.faqs }}
    >
      <FormSection
        id="e-waste-form"
        title={t('company.eWaste.formTitle')}
        lead={t('company.eWaste.formLead')}
        soft={false}
      >
        <ContactForm kind="contact-us" topic="e-waste" id="e-waste-form" />
      </FormSection>
    </ContentPage>
  );
}
