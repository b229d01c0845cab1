import { useTranslation } from '@itam/shared/i18n';
import { currentPlanText, purchasersText, useSubscriptionSummary } from '@itam/shared/ui-base';

/**
 * A signed-in user's company's plan and its state above the plans of /pricing (active
 * until, ended on, none yet), and whom to ask when the user may not buy.
 */
export function CurrentPlan({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t, i18n } = useTranslation('common');
  const summary = useSubscriptionSummary(isLoggedIn);
  if (!isLoggedIn || !summary) return null;
  const ask = purchasersText(t, summary, i18n.language, 'pricing');
  const lapsed =
    summary.licenseCode === 'LICENSE_EXPIRED' || summary.licenseCode === 'LICENSE_REQUIRED';
  return (
    <section
      className={`mk-alert${lapsed ? ' mk-alert--error' : ''}`}
      aria-labelledby="mk-current-plan"
      data-testid="current-plan"
      style={{ marginTop: 16 }}
    >
      <h2 id="mk-current-plan" style={{ fontSize: '1rem', margin: 0 }}>
        {t('subscription.current.title')}
      </h2>
      <p style={{ margin: '4px 0 0' }}>{currentPlanText(t, summary, i18n.language)}</p>
      {ask && <p style={{ margin: '4px 0 0' }}>{ask}</p>}
    </section>
  );
}
