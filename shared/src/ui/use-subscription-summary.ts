import { useEffect, useState } from 'react';
import { getProductSlug, getSubscription } from '../api';
import type { SubscriptionSummary } from '../contracts/subscription';

/**
 * The company's plan and its state (GET /{product}/subscription) while `enabled`, for the
 * subscription dialog and /pricing; null until read. A failure is only logged (SPEC.md
 * section 8): both places read without it.
 */
export function useSubscriptionSummary(enabled: boolean): SubscriptionSummary | null {
  const [summary, setSummary] = useState<SubscriptionSummary | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    getProductSlug()
      .then(getSubscription)
      .then(
        (answer) => current && setSummary(answer.subscription),
        (error: unknown) => console.error('[subscription] the plan could not be read', error),
      );
    return () => {
      current = false;
    };
  }, [enabled]);
  return summary;
}
