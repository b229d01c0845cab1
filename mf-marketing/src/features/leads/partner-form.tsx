import { PARTNER_TYPES, type PartnerProgramme } from '@itam/shared/contracts';
import { partnerLeadSchema } from '@itam/shared/schemas';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import '../../ui/form/form-content';
import { ContactPersonFields, SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { MarketingForm } from '../../ui/form/marketing-form';
import { useZodForm } from '../../ui/form/use-zod-form';
import { postLead } from './api/post-lead';
import './leads-content';
import { optionsOf } from './options';
import { SuccessPanel } from './success-panel';

/** Partner enquiry, for the general programme or one of the bank partner offers. */
export function PartnerForm({
  programme,
  id = 'partner-form',
}: {
  programme: PartnerProgramme;
  id?: string;
}) {
  const { t } = useTranslation('marketing');
  const [reference, setReference] = useState<string | null>(null);
  const form = useZodForm(partnerLeadSchema, {
    kind: 'partner' as const,
    programme,
    name: '',
    email: '',
    phone: '',
    company: '',
    partnerType: programme === 'general' ? '' : 'other',
    website: '',
    message: '',
  });
  if (reference) {
    return (
      <SuccessPanel title={t('leads.partner.successTitle')}>
        <p>{t('leads.partner.successText', { reference })}</p>
      </SuccessPanel>
    );
  }
  const f = { form: form.binding, formId: id };
  return (
    <MarketingForm
      form={form}
      labelledBy={`${id}-title`}
      onSubmit={form.handleSubmit(async (data) => setReference(await postLead(data)))}
      submitLabel={t('leads.partner.submit')}
    >
      <ContactPersonFields {...f} />
      <SelectField
        {...f}
        name="partnerType"
        options={optionsOf(PARTNER_TYPES, 'partnerTypes', t)}
      />
      <TextField
        {...f}
        name="website"
        type="url"
        autoComplete="url"
        optional
        hint={t('forms.hints.website')}
      />
      <TextAreaField {...f} name="message" className="mk-span-2" optional />
    </MarketingForm>
  );
}
