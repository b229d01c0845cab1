import type { CatalogueDevice } from '@itam/shared/contracts';
import { deviceSelectionLeadSchema } from '@itam/shared/schemas';
import { useAppDispatch } from '@itam/shared/store';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import '../../ui/form/form-content';
import { ContactPersonFields, ErrorText, TextAreaField, TextField } from '../../ui/form/fields';
import { MarketingForm } from '../../ui/form/marketing-form';
import { useZodForm } from '../../ui/form/use-zod-form';
import { formatRupees } from '../../ui/format';
import { postLead } from '../leads/api/post-lead';
import { SuccessPanel } from '../leads/success-panel';
import { selectionCleared } from './devices.slice';
import './onboarding-content';

export interface DeviceSelectionFormProps {
  devices: CatalogueDevice[];
  selection: Record<string, number>;
  id?: string;
}

/** The chosen devices and the contact details of a quote request (a device-selection lead). */
export function DeviceSelectionForm({
  devices,
  selection,
  id = 'device-selection-form',
}: DeviceSelectionFormProps) {
  const { t, i18n } = useTranslation('marketing');
  const dispatch = useAppDispatch();
  const [reference, setReference] = useState<string | null>(null);
  const form = useZodForm(deviceSelectionLeadSchema, {
    kind: 'device-selection' as const,
    name: '',
    email: '',
    phone: '',
    company: '',
    joiners: '',
    startDate: '',
    message: '',
  });
  const lines = Object.entries(selection).map(([deviceId, quantity]) => ({
    deviceId,
    quantity,
    device: devices.find((d) => d.id === deviceId),
  }));
  const total = lines.reduce((sum, line) => sum + (line.device?.unitPaise ?? 0) * line.quantity, 0);
  if (reference) {
    return (
      <SuccessPanel title={t('onboarding.successTitle')}>
        <p>{t('onboarding.successText', { reference })}</p>
      </SuccessPanel>
    );
  }
  const f = { form: form.binding, formId: id };
  return (
    <MarketingForm
      form={form}
      labelledBy={`${id}-title`}
      // The devices come from the selection above the fields.
      onSubmit={form.handleSubmit(
        async (data) => {
          setReference(await postLead(data));
          dispatch(selectionCleared());
        },
        { devices: lines.map(({ deviceId, quantity }) => ({ deviceId, quantity })) },
      )}
      submitLabel={t('onboarding.submit')}
      before={
        <div className="mk-card" aria-live="polite">
          <h3>{t('onboarding.selectionTitle')}</h3>
          {lines.length ? (
            <>
              <ul className="mk-list">
                {lines.map((line) => (
                  <li key={line.deviceId}>
                    {t('onboarding.selectionLine', {
                      name: line.device
                        ? `${line.device.brand} ${line.device.name}`
                        : line.deviceId,
                      count: line.quantity,
                    })}
                  </li>
                ))}
              </ul>
              <p>
                {t('onboarding.selectionTotal', { amount: formatRupees(total, i18n.language) })}
              </p>
            </>
          ) : (
            <p>{t('onboarding.selectionEmpty')}</p>
          )}
          <ErrorText
            id={`${id}-devices-error`}
            error={form.errors.devices ?? form.errors['devices.0.deviceId']}
          />
        </div>
      }
    >
      <ContactPersonFields {...f} />
      <TextField
        {...f}
        name="joiners"
        type="number"
        min={1}
        inputMode="numeric"
        hint={t('forms.hints.joiners')}
      />
      <TextField {...f} name="startDate" type="date" optional />
      <TextAreaField {...f} name="message" className="mk-span-2" optional />
    </MarketingForm>
  );
}
