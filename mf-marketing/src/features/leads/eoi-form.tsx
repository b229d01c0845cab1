import { COMPANY_MODULES, COMPANY_SIZES, EOI_TIMELINES, ROUTES } from '@itam/shared/contracts';
import { eoiLeadSchema } from '@itam/shared/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@itam/shared/router';
import '../../ui/form/form-content';
import {
  CheckboxGroup,
  ContactPersonFields,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
} from '../../ui/form/fields';
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
  const { attach, ...form } = useZodForm(eoiLeadSchema, INITIAL);
  const f = { form: form.binding, formId: id };
  const modules = COMPANY_MODULES.map((value) => ({ value, label: t(`modules.${value}.name`) }));
  return (
    <form
      ref={attach}
      className="mk-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit(async (data) => {
        const reference = await postLead(data);
        navigate(ROUTES.eoiSubmit, { state: { reference } });
      })}
    >
      <FormAlert messageKey={form.formError} />
      <div className="mk-form-grid">
        <ContactPersonFields {...f} />
        <SelectField
          {...f}
          name="companySize"
          options={optionsOf(COMPANY_SIZES, 'companySizes', t)}
        />
        <SelectField {...f} name="timeline" options={optionsOf(EOI_TIMELINES, 'timelines', t)} />
        <CheckboxGroup
          {...f}
          name="modules"
          className="mk-span-2"
          options={modules}
          hint={t('forms.hints.modules')}
        />
        <TextAreaField {...f} name="message" className="mk-span-2" optional />
      </div>
      <SubmitButton submitting={form.status === 'submitting'} label={t('leads.eoi.submit')} />
    </form>
  );
}
