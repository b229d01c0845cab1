import type { PartnerProgramme } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import '../content/company-content';
import { ContentPage, type ContentText } from '../content/content-page';
import { FormSection } from './form-section';
import { PartnerForm } from './partner-form';

const SCREENS: Record<PartnerProgramme, string> = {
  general: 'partner',
  idfc: 'idfcConnect',
  au: 'auConnect',
};

/** /partner, /idfc-connect and /au-connect: the programme and its enquiry form. */
export function PartnerPage({ programme }: { programme: PartnerProgramme }) {
  const { t } = useTranslation('marketing');
  const screenKey = SCREENS[programme];
  const text = t(`company.${screenKey}`, { returnObjects: true }) as ContentText & {
    formTitle: string;
    formLead: string;
  };
  const id = `${screenKey}-form`;
  return (
    <ContentPage screenKey={screenKey} textKey={`company.${screenKey}`}>
      <FormSection id={id} title={text.formTitle} lead={text.formLead} soft={false}>
        <PartnerForm programme={programme} id={id} />
      </FormSection>
    </ContentPage>
  );
}
