/**
 * `@itam/shared/telemetry` (SPEC.md sections 1 and 7): page views (posthog), errors and
 * sessions (Sentry), the support-chat identity and the web-visited call. Every service is
 * off unless configured at runtime (GET /api/config `telemetry`, or
 * `window.__ITAM_CONFIG__.telemetry`); its SDK is a separate chunk, downloaded only then.
 * Everything sent is scrubbed of the session token, passwords and form contents.
 *
 * The shell calls `startTelemetry()` once, `trackPageView(pathname)` on every route
 * change, `identifyUser`/`forgetUser` from the session flow, and `reportError` where it
 * catches an error (error boundaries, the remote loader). Remotes may call `reportError`.
 */
import { SUPPORT_CHAT_LOADERS } from './support-chat';
import { createTelemetry } from './telemetry';
import { currentBuild } from './build-info';
import { loadTelemetrySettings } from './settings';
import { createWebVisitScheduler } from './web-visited';

/** Long enough for a redirect to replace the page it left, short enough to lose nothing. */
const PAGE_VIEW_SETTLE_MS = 50;

const telemetry = createTelemetry({
  loadSettings: loadTelemetrySettings,
  loadAnalytics: async (settings) =>
    (
      await import(/* webpackChunkName: "telemetry-posthog" */ './posthog-analytics')
    ).createPosthogAnalytics(settings),
  loadErrors: async (settings) =>
    (
      await import(/* webpackChunkName: "telemetry-sentry" */ './sentry-reporter')
    ).createSentryReporter(settings),
  loadChat: (provider, id) => SUPPORT_CHAT_LOADERS[provider](id),
  scheduleVisit: createWebVisitScheduler(),
  build: currentBuild,
  settleMs: PAGE_VIEW_SETTLE_MS,
});

export const startTelemetry = telemetry.start;
export const trackPageView = telemetry.trackPageView;
export const identifyUser = telemetry.identifyUser;
export const forgetUser = telemetry.forgetUser;
export const reportError = telemetry.reportError;

// Only what callers need: a kit entry is a shared module, so every export here ships at start-up.
export type { Analytics, ErrorContext, ErrorReporter, TelemetryUser } from './telemetry';
export type { SupportChat, SupportChatUser } from './support-chat';
export { pageViewPath, NOT_FOUND_PAGE_PATH } from './page-path';
export { noteRemoteEntry } from './remote-attribution';
export { currentBuild, remoteBuildOf } from './build-info';
