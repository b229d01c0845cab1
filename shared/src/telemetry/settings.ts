/**
 * Which services are on: the `telemetry` object of GET /api/config (the server's
 * environment), overridden key by key by `window.__ITAM_CONFIG__.telemetry` when the page
 * sets one (an empty string switches a service off). Anything else is ignored.
 */
import { getServerConfig } from '../api/server-config';
import {
  DEFAULT_POSTHOG_HOST,
  isSupportChatProvider,
  type TelemetrySettings,
} from '../contracts/telemetry';

type PageConfig = { __ITAM_CONFIG__?: { telemetry?: unknown } };

const TEXT_KEYS = [
  'posthogKey',
  'posthogHost',
  'sentryDsn',
  'sentryEnvironment',
  'supportChatId',
] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Known keys with non-empty string values; a host or DSN that is not an http(s) URL is dropped. */
export function normalizeSettings(raw: Record<string, unknown>): TelemetrySettings {
  const out: TelemetrySettings = {};
  for (const key of TEXT_KEYS) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  }
  if (out.posthogHost && !isHttpUrl(out.posthogHost)) delete out.posthogHost;
  if (out.posthogKey)
    out.posthogHost = (out.posthogHost ?? DEFAULT_POSTHOG_HOST).replace(/\/+$/, '');
  if (out.sentryDsn && !isHttpUrl(out.sentryDsn)) delete out.sentryDsn;
  const provider =
    typeof raw.supportChatProvider === 'string' ? raw.supportChatProvider.trim().toLowerCase() : '';
  if (isSupportChatProvider(provider) && out.supportChatId) out.supportChatProvider = provider;
  else delete out.supportChatId;
  return out;
}

export function pageTelemetryOverrides(): Record<string, unknown> {
  const fromPage = (globalThis as PageConfig).__ITAM_CONFIG__?.telemetry;
  return isObject(fromPage) ? fromPage : {};
}

export async function loadTelemetrySettings(): Promise<TelemetrySettings> {
  let server: Record<string, unknown> = {};
  try {
    const config = await getServerConfig();
    if (isObject(config.telemetry)) server = config.telemetry;
  } catch (error) {
    console.warn('[telemetry] GET /api/config failed; only the page settings apply', error);
  }
  return normalizeSettings({ ...server, ...pageTelemetryOverrides() });
}
