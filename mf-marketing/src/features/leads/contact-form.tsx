import { CONTACT_TOPICS, type ContactTopic } from '@itam/shared/contracts';
import { contactLeadSchema } from '@itam/shared/schemas';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import '../../ui/form/form-content';
import { SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { MarketingForm } from '../../ui/form/marketing-form';
import { useZodForm } from '../../ui/form/use-zod-form';
import { postLead } from './api/post-lead';
import './leads-content';
import { optionsOf } from './options';
import { SuccessPanel } from './success-panel';

export interface ContactFormProps {
  kind: 'contact' | 'contact-us';
  /** Preselected topic (the e-waste page asks for pickups). */
  topic?: ContactTopic;
  id?: string;
}

const empty = (kind: ContactFormProps['kind'], topic = '') => ({
  kind,
  name: '',
  email: '',
  phone: '',
  company: '',
  topic,
  message: '',
});

/** Contact and contact-us: a message to sales, support or billing, stored as a lead. */
export function ContactForm({ kind, topic, id = 'contact-form' }: ContactFormProps) {
  const { t } = useTranslation('marketing');
  const [reference, setReference] = useState<string | null>(null);
  const form = useZodForm(contactLeadSchema, empty(kind, topic));
  if (reference) {
    return (
      <SuccessPanel title={t('leads.contact.successTitle')}>
        <p>{t('leads.contact.successText', { reference })}</p>
        <button type="button" className="mk-btn" onClick={() => setReference(null)}>
          {t('leads.contact.sendAnother')}
        </button>
      </SuccessPanel>
    );
  }
  const f = { form: form.binding, formId: id };
  return (
    <MarketingForm
      form={form}
      labelledBy={`${id}-title`}
      onSubmit={form.handleSubmit(async (data) => setReference(await postLead(data)))}
      submitLabel={t('forms.send')}
    >
      <TextField {...f} name="name" autoComplete="name" />
      <TextField
        {...f}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={t('forms.hints.email')}
      />
      <TextField {...f} name="phone" type="tel" autoComplete="tel" optional />
      <TextField {...f} name="company" autoComplete="organization" optional />
      <SelectField
        {...f}
        name="topic"
        className="mk-span-2"
        options={optionsOf(CONTACT_TOPICS, 'topics', t)}
      />
      <TextAreaField {...f} name="message" className="mk-span-2" hint={t('forms.hints.message')} />
    </MarketingForm>
  );
}
