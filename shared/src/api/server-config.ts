/**
 * GET /api/config, read once per page and shared by its readers (the product slug, the
 * telemetry settings). A failed read is forgotten so the next reader tries again.
 */
import { getConfig, type ConfigSuccess } from './endpoints/get-config';

let cached: Promise<ConfigSuccess> | null = null;

export function getServerConfig(): Promise<ConfigSuccess> {
  if (!cached) {
    const load = getConfig();
    cached = load;
    load.catch(() => {
      if (cached === load) cached = null;
    });
  }
  return cached;
}

/** Forgets the cached answer (tests, or after the API base changed). */
export function resetServerConfig(): void {
  cached = null;
}
