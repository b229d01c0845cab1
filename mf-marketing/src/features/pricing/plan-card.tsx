import type { BillingCycle, CompanyModule, Plan } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { formatRupees } from '../../ui/format';
import { ModuleIcon } from '../../ui/illustrations';

export interface PlanCardProps {
  module: CompanyModule;
  /** The module's plan for the chosen cycle (absent: not on sale in that cycle). */
  plan: Plan | undefined;
  billingCycle: BillingCycle;
  selected: boolean;
  onToggle: (selected: boolean) => void;
}

/** One module's plan: what it includes, its price in the chosen cycle, and whether it is in the order. */
export function PlanCard({ module, plan, billingCycle, selected, onToggle }: PlanCardProps) {
  const { t, i18n } = useTranslation('marketing');
  const features = t(`pricing.features.${module}`, { returnObjects: true }) as string[];
  const name = t(`modules.${module}.name`);
  const headingId = `plan-${module}`;
  return (
    <li
      className="mk-card mk-plan"
      data-selected={selected}
      data-module={module}
      aria-labelledby={headingId}
    >
      <ModuleIcon module={module} />
      <h3 id={headingId}>{name}</h3>
      {plan ? (
        <p className="mk-price" data-testid={`price-${module}`}>
          {formatRupees(plan.amountPaise, i18n.language)}{' '}
          <small>{t(billingCycle === 'yearly' ? 'pricing.perYear' : 'pricing.perMonth')}</small>
        </p>
      ) : null}
      {plan && billingCycle === 'yearly' ? (
        <p>
          {t('pricing.yearlyEquivalent', {
            amount: formatRupees(Math.round(plan.amountPaise / 1200) * 100, i18n.language),
          })}
        </p>
      ) : null}
      <ul className="mk-checklist">
        {(Array.isArray(features) ? features : []).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <label className="mk-check mk-card-link">
        <input
          type="checkbox"
          checked={selected}
          disabled={!plan}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span>{t('pricing.include', { module: name })}</span>
      </label>
    </li>
  );
}
