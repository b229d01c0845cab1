/**
 * posthog `before_send`: URLs and paths become route patterns (no ids, no query strings),
 * then every property goes through the scrubber. Kept free of posthog-js so it is tested
 * without the SDK.
 */
import { analyticsUrl, pageViewPath } from './page-path';
import { scrubValue } from './scrub';

type Properties = Record<string, unknown>;

/** The part of posthog's CaptureResult this touches. */
export interface PosthogEventLike {
  event: string;
  properties: Properties;
  $set?: Properties;
  $set_once?: Properties;
}

/** posthog's project key travels in `properties.token`; it is public, not the session token. */
const KEEP = new Set(['token']);
const ABSOLUTE_URL = /^https?:\/\//i;

function rewriteLocations(
  props: Properties | undefined,
  origin: string | null,
): Properties | undefined {
  if (!props) return props;
  const out: Properties = {};
  for (const [key, value] of Object.entries(props)) {
    if (typeof value !== 'string') out[key] = value;
    else if (/pathname$/i.test(key)) out[key] = pageViewPath(value);
    else if (ABSOLUTE_URL.test(value)) out[key] = analyticsUrl(value, origin);
    else out[key] = value;
  }
  return out;
}

export function sanitizePosthogEvent<E extends PosthogEventLike>(
  event: E,
  origin = globalThis.location?.origin ?? null,
): E {
  const out: E = {
    ...event,
    properties: scrubValue(rewriteLocations(event.properties, origin) ?? {}, { keepKeys: KEEP }),
  };
  if (event.$set) out.$set = scrubValue(rewriteLocations(event.$set, origin));
  if (event.$set_once) out.$set_once = scrubValue(rewriteLocations(event.$set_once, origin));
  return out;
}
