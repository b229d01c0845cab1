import { useTranslation } from '@itam/shared/i18n';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { EoiForm } from './eoi-form';
import { FormSection } from './form-section';
import './leads-content';

export default function EoiScreen() {
  const { t } = useTranslation('marketing');
  const benefits = t('leads.eoi.benefits', { returnObjects: true }) as string[];
  return (
    <MarketingPage screenKey="eoi">
      <PageHeading
        eyebrow={t('leads.eoi.eyebrow')}
        title={t('leads.eoi.title')}
        lead={t('leads.eoi.lead')}
      >
        <h2 style={{ fontSize: 18, marginTop: 24 }}>{t('leads.eoi.benefitsTitle')}</h2>
        <ul className="mk-checklist">
          {(Array.isArray(benefits) ? benefits : []).map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </PageHeading>
      <FormSection id="eoi-form" title={t('leads.eoi.formTitle')} soft={false}>
        <EoiForm id="eoi-form" />
      </FormSection>
    </MarketingPage>
  );
}
