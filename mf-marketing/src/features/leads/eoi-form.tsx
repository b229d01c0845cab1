import { COMPANY_SIZES, EOI_TIMELINES, ROUTES } from '@itam/shared/contracts';
import { eoiLeadSchema } from '@itam/shared/schemas';
import { useTranslation } from '@itam/shared/i18n';
import { useNavigate } from '@itam/shared/router';
import '../../ui/form/form-content';
import {
  ModulesField,
  ContactPersonFields,
  SelectField,
  TextAreaField,
} from '../../ui/form/fields';
import { MarketingForm } from '../../ui/form/marketing-form';
import { useZodForm } from '../../ui/form/use-zod-form';
import { postLead } from './api/post-lead';
import './leads-content';
import { optionsOf } from './options';

const INITIAL = {
  kind: 'eoi' as const,
  name: '',
  email: '',
  phone: '',
  company: '',
  companySize: '',
  modules: [] as string[],
  timeline: '',
  message: '',
};

/** Expression of interest; on success the visitor goes on to /eoi-submit with the reference. */
export function EoiForm({ id = 'eoi-form' }: { id?: string }) {
  const { t } = useTranslation('marketing');
  const navigate = useNavigate();
  const form = useZodForm(eoiLeadSchema, INITIAL);
  const f = { form: form.binding, formId: id };
  return (
    <MarketingForm
      form={form}
      labelledBy={`${id}-title`}
      onSubmit={form.handleSubmit(async (data) => {
        const reference = await postLead(data);
        navigate(ROUTES.eoiSubmit, { state: { reference } });
      })}
      submitLabel={t('leads.eoi.submit')}
    >
      <ContactPersonFields {...f} />
      <SelectField
        {...f}
        name="companySize"
        options={optionsOf(COMPANY_SIZES, 'companySizes', t)}
      />
      <SelectField {...f} name="timeline" options={optionsOf(EOI_TIMELINES, 'timelines', t)} />
      <ModulesField {...f} />
      <TextAreaField {...f} name="message" className="mk-span-2" optional />
    </MarketingForm>
  );
}
