/**
 * The product slug of `/{product}/...` API paths, read once from GET /api/config. A failed
 * read falls back to the default slug and is retried on the next call.
 */
import { DEFAULT_PRODUCT_SLUG } from '../contracts/constants';
import { getServerConfig, resetServerConfig } from './server-config';

let cached: Promise<string> | null = null;

export function getProductSlug(): Promise<string> {
  cached ??= getServerConfig()
    .then((config) => config.productSlug || DEFAULT_PRODUCT_SLUG)
    .catch((error: unknown) => {
      cached = null;
      console.error('[config] product slug unavailable, using the default', error);
      return DEFAULT_PRODUCT_SLUG;
    });
  return cached;
}

/** Forgets the cached slug (tests, or after the API base changed). */
export function resetProductSlug(): void {
  cached = null;
  resetServerConfig();
}
