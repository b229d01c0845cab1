/**
 * How a company's plan reads in the subscription dialog and on /pricing: its modules as
 * one list, its period's end day and whom to ask, in the user's language.
 */
import type { TFunction } from 'i18next';
import type { SubscriptionSummary } from '../contracts/subscription';

function locale(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-GB';
}

/** A 'YYYY-MM-DD' day as the user's language writes it (UTC: no time zone moves it). */
export function formatPlanDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

function list(items: string[], language: string): string {
  return new Intl.ListFormat(locale(language), { type: 'conjunction' }).format(items);
}

/** The plan's name: its modules ("Asset management and IT services"). */
export function planName(t: TFunction, summary: SubscriptionSummary, language: string): string {
  return list(
    summary.modules.map((m) => t(`companyModules.${m}`)),
    language,
  );
}

/**
 * "Ask Asha Rao (asha@example.com)" for a user who may not buy, or null. `place`: the
 * dialog's wording (only an administrator can buy) or /pricing's (to change it, ask).
 */
export function purchasersText(
  t: TFunction,
  summary: SubscriptionSummary,
  language: string,
  place: 'dialog' | 'pricing' = 'dialog',
): string | null {
  if (summary.canPurchase) return null;
  if (summary.purchasers.length === 0) return t('subscription.askAdministrator');
  const people = list(
    summary.purchasers.map((p) => `${p.name} (${p.email})`),
    language,
  );
  return t(place === 'dialog' ? 'subscription.askPurchaser' : 'subscription.current.askPurchaser', {
    people,
  });
}

/** Which plan lapsed and when, or that none was bought (the dialog's second line). */
export function lapseText(t: TFunction, summary: SubscriptionSummary, language: string): string {
  if (!summary.end || summary.modules.length === 0) return t('subscription.neverBought');
  const values = {
    plan: planName(t, summary, language),
    date: formatPlanDay(summary.end, language),
  };
  return summary.billingCycle
    ? t('subscription.lapsedCycle', {
        ...values,
        cycle: t(`subscription.cycle.${summary.billingCycle}`),
      })
    : t('subscription.lapsed', values);
}

/** The current plan and its state, for a signed-in user on /pricing. */
export function currentPlanText(t: TFunction, summary: SubscriptionSummary, language: string) {
  const plan = planName(t, summary, language);
  const date = summary.end ? formatPlanDay(summary.end, language) : '';
  switch (summary.licenseCode) {
    case 'NOT_REQUIRED':
      return t('subscription.current.notRequired');
    case 'LICENSE_EXIST':
      return date
        ? t('subscription.current.live', { plan, date })
        : t('subscription.current.liveOpen', { plan });
    case 'LICENSE_EXPIRED':
      return t('subscription.current.expired', { plan, date });
    default:
      return t('subscription.current.required');
  }
}
