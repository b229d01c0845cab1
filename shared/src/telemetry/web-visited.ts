/**
 * The web-visited call of SPEC.md section 7: about 1000 ms after the page has loaded, the
 * browser fingerprint goes to POST /{product}/open-api/web-visited, once per page load
 * (not at all when the pre-rendered landing's beacon already sent it for this load).
 * It talks to the product's own API only, so it is not behind a setting.
 */
import { getProductSlug } from '../api/product-slug';
import { WEB_VISITED_DELAY_MS } from '../contracts/constants';
import { browserVisitorId } from './fingerprint';
import { claimWebVisit, postWebVisited } from './visit';

export interface WebVisitDeps {
  visitorId(): Promise<string>;
  send(visitorId: string): Promise<void>;
  delayMs: number;
  /** False when this page load's call is already someone else's (see visit.ts). */
  claim?: () => boolean;
}

const defaultDeps: WebVisitDeps = {
  visitorId: browserVisitorId,
  send: async (visitorId) => postWebVisited(await getProductSlug(), visitorId),
  delayMs: WEB_VISITED_DELAY_MS,
  claim: claimWebVisit,
};

/** Returns a scheduler that fires at most once (one per page load for the module-level one). */
export function createWebVisitScheduler(deps: WebVisitDeps = defaultDeps): () => void {
  let scheduled = false;
  const run = async () => {
    if (deps.claim && !deps.claim()) return;
    try {
      await deps.send(await deps.visitorId());
    } catch (error) {
      // SPEC.md section 8: other fetch failures are only logged.
      console.warn('[telemetry] web-visited call failed', error);
    }
  };
  return () => {
    if (scheduled || typeof window === 'undefined') return;
    scheduled = true;
    const later = () => setTimeout(() => void run(), deps.delayMs);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  };
}
