/**
 * Telemetry settings (SPEC.md sections 1 and 7) shared by the API, which reads them from
 * its environment and serves them in GET /api/config under `telemetry`, and the browser,
 * which may override them per page with `window.__ITAM_CONFIG__ = { telemetry: {...} }`.
 * A service whose key is absent (or an empty string) stays off and is never downloaded.
 */

/** Support-chat providers the kit has an adapter for. */
export const SUPPORT_CHAT_PROVIDERS = ['crisp'] as const;
export type SupportChatProvider = (typeof SUPPORT_CHAT_PROVIDERS)[number];

export function isSupportChatProvider(value: unknown): value is SupportChatProvider {
  return typeof value === 'string' && (SUPPORT_CHAT_PROVIDERS as readonly string[]).includes(value);
}

/** The `telemetry` object of GET /api/config; only configured keys are present. */
export interface TelemetrySettings {
  /** posthog project key (POSTHOG_KEY): page views. */
  posthogKey?: string;
  /** posthog API host (POSTHOG_HOST); defaults to PostHog's US cloud when only the key is set. */
  posthogHost?: string;
  /** Sentry DSN (SENTRY_DSN): errors and sessions. */
  sentryDsn?: string;
  /** Sentry environment (SENTRY_ENVIRONMENT); defaults to the build mode. */
  sentryEnvironment?: string;
  /** Support chat (SUPPORT_CHAT_PROVIDER + SUPPORT_CHAT_ID, e.g. a Crisp website id). */
  supportChatProvider?: SupportChatProvider;
  supportChatId?: string;
}

/** PostHog's own default, used when POSTHOG_KEY is set without POSTHOG_HOST. */
export const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

/**
 * What a build stamps into the code (webpack DefinePlugin `__ITAM_BUILD__` for the shell,
 * and a banner in each remote's remoteEntry.js, see REMOTE_BUILDS_GLOBAL).
 */
export interface BuildStamp {
  /** `shell` or a remote id. */
  app: string;
  /** package version + build id, e.g. `0.1.0+3f2a9c1`. */
  version: string;
  /** Release of the whole deployment, e.g. `itam@0.1.0+3f2a9c1` (Sentry release). */
  release: string;
  /** webpack mode of the build: `production` or `development`. */
  environment: string;
}

/**
 * Global object a remote's remoteEntry.js fills with its BuildStamp when it loads
 * (`self.__ITAM_REMOTE_BUILDS__[<remote id>]`), so errors are tagged with the version of
 * the remote actually running, even when one remote was redeployed alone.
 */
export const REMOTE_BUILDS_GLOBAL = '__ITAM_REMOTE_BUILDS__';
