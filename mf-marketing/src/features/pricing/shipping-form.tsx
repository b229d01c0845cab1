import type { OrderSummary } from '@itam/shared/contracts';
import { shippingAddressSchema } from '@itam/shared/schemas';
import { useTranslation } from '@itam/shared/i18n';
import '../../ui/form/form-content';
import { TextField } from '../../ui/form/fields';
import { MarketingForm } from '../../ui/form/marketing-form';
import { useZodForm } from '../../ui/form/use-zod-form';
import { SuccessPanel } from '../leads/success-panel';
import { confirmShipping } from './api/confirm-shipping';
import { useState } from 'react';

/** The delivery address of a paid order with devices (prefilled when confirmed before). */
export function ShippingForm({
  order,
  id = 'shipping-form',
}: {
  order: OrderSummary;
  id?: string;
}) {
  const { t } = useTranslation('marketing');
  const [confirmed, setConfirmed] = useState<OrderSummary | null>(null);
  const address = order.shippingAddress;
  const form = useZodForm(shippingAddressSchema, {
    contactName: address?.contactName ?? '',
    phone: address?.phone ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    country: 'India' as const,
  });
  if (confirmed) {
    return (
      <SuccessPanel title={t('pricing.shipping.doneTitle')}>
        <p>
          {t('pricing.shipping.doneText', {
            reference: confirmed.reference,
            city: confirmed.shippingAddress?.city ?? '',
          })}
        </p>
      </SuccessPanel>
    );
  }
  const f = { form: form.binding, formId: id };
  return (
    <MarketingForm
      form={form}
      labelledBy={`${id}-title`}
      onSubmit={form.handleSubmit(async (data) =>
        setConfirmed(await confirmShipping(order._id, { address: data })),
      )}
      submitLabel={t('pricing.shipping.submit')}
    >
      <TextField {...f} name="contactName" autoComplete="name" />
      <TextField {...f} name="phone" type="tel" autoComplete="tel" />
      <TextField {...f} name="line1" autoComplete="address-line1" className="mk-span-2" />
      <TextField {...f} name="line2" autoComplete="address-line2" className="mk-span-2" optional />
      <TextField {...f} name="city" autoComplete="address-level2" />
      <TextField {...f} name="state" autoComplete="address-level1" />
      <TextField
        {...f}
        name="postalCode"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
      />
      <TextField {...f} name="country" readOnly autoComplete="country-name" />
    </MarketingForm>
  );
}
