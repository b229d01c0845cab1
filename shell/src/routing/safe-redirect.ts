/**
 * The one check of a caller-supplied place to go (the `redirect` query parameter read
 * after login): only a path of this origin passes, anything else answers `fallback`
 * (`/dashboard`).
 *
 * The value is resolved as a browser would, against a stand-in origin: dot segments
 * (`/./`, `/../`, `%2e%2e`) collapse, tabs and newlines vanish, backslashes read as `/`.
 * It passes only if it starts with one `/`, stays on that origin, its resolved path does
 * not start with `//` (which a router or a browser would read as another host) and holds
 * no encoded `/` or `\`, and it carries no backslash or control character. Every further
 * percent-decoding (up to three rounds, for a consumer that decodes again) must pass the
 * same check. What passes is returned resolved (path, query and fragment), so what the
 * caller navigates to is exactly what was checked.
 */
import { DEFAULT_AFTER_LOGIN_PATH } from '@itam/shared/contracts';

const ORIGIN = 'http://same.invalid';
const MAX_LENGTH = 2048;
const DECODING_ROUNDS = 3;

/** A backslash (browsers read it as `/`) or a control character (browsers drop tabs and newlines). */
function hasForbiddenCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** An encoded `/` or `\`: no path of the product has one. */
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;

/** The resolved path, query and fragment `value` leads to on this origin; null if it leads elsewhere. */
function sameOriginPath(value: string): string | null {
  if (!value.startsWith('/') || hasForbiddenCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname.startsWith('//') || ENCODED_SEPARATOR.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** One round of percent-decoding as a lenient decoder does it: valid escapes decoded, the rest kept. */
function decodeOnce(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

export function safeRedirect(target: unknown, fallback: string = DEFAULT_AFTER_LOGIN_PATH): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH)
    return fallback;
  // A link the product built is well encoded; a malformed one was made by hand.
  try {
    decodeURIComponent(target);
  } catch {
    return fallback;
  }
  const resolved = sameOriginPath(target);
  if (resolved === null) return fallback;
  let current = target;
  for (let round = 0; round < DECODING_ROUNDS; round += 1) {
    const next = decodeOnce(current);
    if (next === current) break;
    if (sameOriginPath(next) === null) return fallback;
    current = next;
  }
  return resolved;
}
