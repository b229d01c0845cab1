import { useTranslation } from '@itam/shared/i18n';
import { MarketingPage, PageHeading } from '../../ui/marketing-page';
import { FeatureGrid, type FeatureItem } from '../landing/sections/feature-grid';
import { ContactForm } from './contact-form';
import { FormSection } from './form-section';
import './leads-content';

/** /contact (members) and /contact-us (everyone): the teams, the hours and the message form. */
export function ContactPage({ kind }: { kind: 'contact' | 'contact-us' }) {
  const { t } = useTranslation('marketing');
  const channels = t('leads.contact.channels', { returnObjects: true }) as FeatureItem[];
  return (
    <MarketingPage screenKey={kind === 'contact' ? 'contact' : 'contactUs'}>
      <PageHeading
        eyebrow={t('leads.contact.eyebrow')}
        title={t('leads.contact.title')}
        lead={t('leads.contact.lead')}
      >
        <p className="mk-muted">{t('leads.contact.hours')}</p>
      </PageHeading>
      <FormSection id="contact-form" title={t('leads.contact.formTitle')} soft={false}>
        <ContactForm kind={kind} id="contact-form" />
      </FormSection>
      <FeatureGrid
        id="mk-contact-channels"
        soft
        title={t('leads.contact.channelsTitle')}
        items={Array.isArray(channels) ? channels : []}
      />
    </MarketingPage>
  );
}
