/**
 * The telemetry orchestrator: page views, identity, errors and the web-visited call behind
 * one small API. Services are loaded after `start()` reads the settings, each only when
 * configured; until a service has loaded, page views and errors wait in short queues and
 * the latest identity is remembered, so callers never wait or check anything. A service
 * that is off (or failed to load) drops what it is sent.
 */
import type { BuildStamp, SupportChatProvider, TelemetrySettings } from '../contracts/telemetry';
import { pageViewPath } from './page-path';
import { remoteTags } from './remote-attribution';
import type { SupportChat } from './support-chat';

export interface Analytics {
  /** `path` is already a route pattern. */
  pageView(path: string): void;
  identify(id: string): void;
  reset(): void;
}

export interface ErrorReporter {
  capture(error: unknown, tags: Record<string, string>): void;
  setUser(id: string | null): void;
}

/**
 * The signed-in user. Analytics and error reporting see only the opaque `id`; the name and
 * email go to the support chat only.
 */
export interface TelemetryUser {
  id: string;
  name: string;
  email: string;
}

/** Tags of a reported error: `remote` (a remote id) adds that remote's running version. */
export type ErrorContext = { remote?: string; source?: string } & Record<
  string,
  string | undefined
>;

export interface TelemetryDeps {
  loadSettings(): Promise<TelemetrySettings>;
  loadAnalytics(settings: { key: string; host: string }): Promise<Analytics>;
  loadErrors(settings: {
    dsn: string;
    environment: string;
    build: BuildStamp;
  }): Promise<ErrorReporter>;
  loadChat(provider: SupportChatProvider, id: string): Promise<SupportChat>;
  scheduleVisit(): void;
  build(): BuildStamp;
  /** How long a page must stay before it counts: a redirect replaces the page it left. */
  settleMs: number;
}

type Slot<T> = { state: 'waiting' } | { state: 'off' } | { state: 'on'; service: T };

const MAX_QUEUE = 20;

async function load<T>(what: string, loader: (() => Promise<T>) | null): Promise<Slot<T>> {
  if (!loader) return { state: 'off' };
  try {
    return { state: 'on', service: await loader() };
  } catch (error) {
    console.warn(`[telemetry] ${what} could not start`, error);
    return { state: 'off' };
  }
}

export function createTelemetry(deps: TelemetryDeps) {
  let started: Promise<void> | null = null;
  let user: TelemetryUser | null = null;
  /** forgetUser() ran with nobody signed in: providers that remember an earlier user forget them. */
  let forgotten = false;
  let analytics: Slot<Analytics> = { state: 'waiting' };
  let errors: Slot<ErrorReporter> = { state: 'waiting' };
  let chat: Slot<SupportChat> = { state: 'waiting' };
  const pageViews: string[] = [];
  const errorQueue: [unknown, Record<string, string>][] = [];
  let lastPathname: string | null = null;
  let pendingPath: string | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;

  function sendPageView(path: string): void {
    if (analytics.state === 'on') analytics.service.pageView(path);
    else if (analytics.state === 'waiting' && pageViews.length < MAX_QUEUE) pageViews.push(path);
  }

  function flushPendingPageView(): void {
    clearTimeout(settleTimer);
    const path = pendingPath;
    pendingPath = null;
    if (path) sendPageView(path);
  }

  /**
   * One page view per route change, named by its route pattern. A page is sent once it has
   * stayed `settleMs`, or at once when the visitor moves on; a `replace` navigation within
   * that time (a redirect) takes its place, so only the page a redirect lands on counts.
   */
  function trackPageView(pathname: string, options: { replace?: boolean } = {}): void {
    if (pathname === lastPathname) return;
    lastPathname = pathname;
    if (!options.replace) flushPendingPageView();
    clearTimeout(settleTimer);
    pendingPath = pageViewPath(pathname);
    settleTimer = setTimeout(flushPendingPageView, deps.settleMs);
  }

  function identifyUser(next: TelemetryUser): void {
    user = next;
    forgotten = false;
    if (analytics.state === 'on') analytics.service.identify(next.id);
    if (errors.state === 'on') errors.service.setUser(next.id);
    if (chat.state === 'on') chat.service.identify({ name: next.name, email: next.email });
  }

  function forgetUser(): void {
    user = null;
    forgotten = true;
    if (analytics.state === 'on') analytics.service.reset();
    if (errors.state === 'on') errors.service.setUser(null);
    if (chat.state === 'on') chat.service.reset();
  }

  function reportError(error: unknown, context: ErrorContext = {}): void {
    const tags: Record<string, string> = {};
    for (const [key, value] of Object.entries(context))
      if (typeof value === 'string') tags[key] = value;
    if (tags.remote) Object.assign(tags, remoteTags(tags.remote), tags);
    if (errors.state === 'on') errors.service.capture(error, tags);
    else if (errors.state === 'waiting' && errorQueue.length < MAX_QUEUE)
      errorQueue.push([error, tags]);
  }

  /** Errors of the first moments, before the error reporter (and its own handlers) exist. */
  function captureEarlyErrors(): () => void {
    if (typeof window === 'undefined') return () => undefined;
    const onError = (event: ErrorEvent) =>
      reportError(event.error ?? new Error(event.message), { source: 'onerror' });
    const onRejection = (event: PromiseRejectionEvent) =>
      reportError(event.reason, { source: 'unhandledrejection' });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }

  async function run(): Promise<void> {
    deps.scheduleVisit();
    const stopEarlyCapture = captureEarlyErrors();
    const settings = await deps.loadSettings().catch(() => ({}) as TelemetrySettings);
    const build = deps.build();
    const { sentryDsn, posthogKey, posthogHost, supportChatProvider, supportChatId } = settings;
    const environment = settings.sentryEnvironment ?? build.environment;

    const errorsReady = load(
      'error reporting',
      sentryDsn ? () => deps.loadErrors({ dsn: sentryDsn, environment, build }) : null,
    ).then((slot) => {
      errors = slot;
      stopEarlyCapture();
      if (slot.state === 'on') {
        if (user) slot.service.setUser(user.id);
        for (const [error, tags] of errorQueue) slot.service.capture(error, tags);
      }
      errorQueue.length = 0;
    });
    const analyticsReady = load(
      'analytics',
      posthogKey && posthogHost
        ? () => deps.loadAnalytics({ key: posthogKey, host: posthogHost })
        : null,
    ).then((slot) => {
      analytics = slot;
      if (slot.state === 'on') {
        if (user) slot.service.identify(user.id);
        else if (forgotten) slot.service.reset();
        for (const path of pageViews) slot.service.pageView(path);
      }
      pageViews.length = 0;
    });
    const chatReady = load(
      'support chat',
      supportChatProvider && supportChatId
        ? () => deps.loadChat(supportChatProvider, supportChatId)
        : null,
    ).then((slot) => {
      chat = slot;
      if (slot.state !== 'on') return;
      if (user) slot.service.identify({ name: user.name, email: user.email });
      else if (forgotten) slot.service.reset();
    });
    await Promise.all([errorsReady, analyticsReady, chatReady]);
  }

  return {
    /** Reads the settings and loads what is configured; later calls return the same promise. */
    start(): Promise<void> {
      started ??= run();
      return started;
    },
    trackPageView,
    identifyUser,
    forgetUser,
    reportError,
  };
}

export type Telemetry = ReturnType<typeof createTelemetry>;
