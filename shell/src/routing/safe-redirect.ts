/**
 * Where to go after login, from the `redirect` query parameter. Only a same-site relative
 * path is accepted: one leading `/`, no second `/` or `\` right after it, no backslash or
 * control character anywhere, in the value as given or after up to three rounds of
 * percent-decoding (`/%2F%2Fevil.test`, `/%5Cevil.test`, double-encoded variants).
 * Anything else answers `fallback` (`/dashboard`).
 */
import { DEFAULT_AFTER_LOGIN_PATH } from '@itam/shared/contracts';

const ORIGIN = 'https://itam.invalid';

/** A backslash (browsers read it as `/`) or a control character (browsers drop tabs and newlines). */
function hasForbiddenChar(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function decodings(value: string): string[] {
  const out = [value];
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return out.concat('\\'); // malformed escapes: treat as unsafe
    }
    if (next === current) break;
    out.push(next);
    current = next;
  }
  return out;
}

function isSafeForm(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !hasForbiddenChar(value);
}

export function safeRedirect(target: unknown, fallback: string = DEFAULT_AFTER_LOGIN_PATH): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!decodings(target).every(isSafeForm)) return fallback;
  let url: URL;
  try {
    url = new URL(target, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
