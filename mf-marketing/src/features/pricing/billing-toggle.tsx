import { BILLING_CYCLES, type BillingCycle } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';

/** Monthly or yearly: a radio group styled as a switch (arrow keys move between the two). */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  const { t } = useTranslation('marketing');
  return (
    <fieldset className="mk-toggle" style={{ border: '1px solid #9fb7b8' }}>
      <legend className="mk-visually-hidden">{t('pricing.billing')}</legend>
      {BILLING_CYCLES.map((cycle) => (
        <label key={cycle}>
          <input
            type="radio"
            name="billing-cycle"
            value={cycle}
            checked={value === cycle}
            onChange={() => onChange(cycle)}
          />
          {t(`pricing.${cycle}`)}
        </label>
      ))}
    </fieldset>
  );
}
