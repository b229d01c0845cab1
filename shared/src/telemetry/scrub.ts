/**
 * What every telemetry payload goes through before it leaves the browser: the session
 * token (localStorage `jwtToken`, `Authorization` headers, `token` query parameters, any
 * JWT-shaped string), passwords and other secrets are replaced by `[redacted]`, wherever
 * they sit (event properties, breadcrumbs, URLs, messages, nested objects).
 */
import { readToken } from '../api/token-storage';

export const REDACTED = '[redacted]';

/** Keys whose value is a secret or form input, wherever they appear. */
const SECRET_KEY =
  /pass(word|wd|phrase)?$|^pwd$|secret|jwt|authori[sz]ation|cookie|credential|api[-_]?key|(access|refresh|id|auth|session|bearer|csrf|xsrf)[-_]?token|^token$|^otp$|^pin$/i;
/** A JWT: base64url header and payload (both start with `{"` → `eyJ`), then the signature. */
const JWT = /eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** Secret query/fragment parameters: `?token=…`, `&password=…`, `#access_token=…`. */
const SECRET_PARAM =
  /([?&#;](?:token|jwt|jwtToken|access_token|id_token|refresh_token|auth|authorization|password|pass|pwd|secret|code|api_key|apikey|key|signature|sig)=)[^&#\s"'<>]*/gi;
/** A secret inside serialised JSON: `"password":"…"`. */
const JSON_SECRET =
  /("(?:password|passwd|pwd|token|jwt|jwtToken|authorization|secret|accessToken|refreshToken)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;

/** Token values seen this page load (the current one and any earlier one), so a copy of an old token is caught too. */
const knownSecrets = new Set<string>();

function secretsNow(): Set<string> {
  const token = readToken();
  if (token && token.length >= 8) knownSecrets.add(token);
  return knownSecrets;
}

/** Replaces every secret inside one string. */
export function scrubString(value: string): string {
  let out = value;
  for (const secret of secretsNow()) {
    if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  return out
    .replace(JWT, REDACTED)
    .replace(AUTH_SCHEME, `$1 ${REDACTED}`)
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(JSON_SECRET, `$1"${REDACTED}"`);
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

export interface ScrubOptions {
  /** Top-level keys kept as they are (e.g. posthog's project `token` property, which is not a secret). */
  keepKeys?: ReadonlySet<string>;
}

const MAX_DEPTH = 12;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function scrubAt(
  value: unknown,
  depth: number,
  seen: WeakSet<object>,
  keep?: ReadonlySet<string>,
): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    seen.add(value);
    return value.map((item) => scrubAt(item, depth + 1, seen));
  }
  if (value instanceof Error) {
    seen.add(value);
    return {
      name: value.name,
      message: scrubString(value.message),
      stack: value.stack && scrubString(value.stack),
    };
  }
  if (!isPlainObject(value)) return value;
  seen.add(value);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (keep?.has(key)) out[key] = item;
    else if (isSecretKey(key) && item !== null && item !== undefined && item !== '')
      out[key] = REDACTED;
    else out[key] = scrubAt(item, depth + 1, seen);
  }
  return out;
}

/** A scrubbed copy of `value` (plain objects and arrays are copied; other objects are kept). */
export function scrubValue<T>(value: T, options: ScrubOptions = {}): T {
  return scrubAt(value, 0, new WeakSet(), options.keepKeys) as T;
}
