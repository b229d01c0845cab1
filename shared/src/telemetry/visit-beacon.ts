/**
 * `@itam/shared/visit`: the whole web-visited call for a page without the app (the
 * pre-rendered landing's beacon): fingerprint, product slug, POST, once per page load.
 * Not a federated module: the shell builds it into its own small file.
 */
import { browserVisitorId } from './fingerprint';
import { claimWebVisit, fetchProductSlug, postWebVisited } from './visit';

export async function sendLandingVisit(): Promise<void> {
  if (!claimWebVisit()) return;
  try {
    const [product, visitorId] = await Promise.all([fetchProductSlug(), browserVisitorId()]);
    await postWebVisited(product, visitorId);
  } catch (error) {
    // SPEC.md section 8: other fetch failures are only logged.
    console.warn('[telemetry] web-visited call failed', error);
  }
}
