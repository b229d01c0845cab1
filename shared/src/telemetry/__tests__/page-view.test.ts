import type { BuildStamp, TelemetrySettings } from '../../contracts/telemetry';
import { analyticsUrl, NOT_FOUND_PAGE_PATH, pageViewPath } from '../page-path';
import {
  createTelemetry,
  type Analytics,
  type ErrorReporter,
  type TelemetryDeps,
} from '../telemetry';
import type { SupportChat } from '../support-chat';

describe('pageViewPath', () => {
  it.each([
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/assets/edit/6f1c2d7e-1111-4222-8333-944445555666', '/assets/edit/:assetId'],
    ['/vendor-form/secret-invite-token', '/vendor-form/:token'],
    ['/exit-employees/E-42?tab=2#top', '/exit-employees/:employeeId'],
    ['/register-itam', '/register-:product'],
    ['/acme/open-api/order/verify', '/:product/open-api/order/verify'],
    ['/no/such/page/123', NOT_FOUND_PAGE_PATH],
  ])('%s → %s', (pathname, pattern) => {
    expect(pageViewPath(pathname)).toBe(pattern);
  });

  it('turns URLs of this site into origin + pattern and others into their origin', () => {
    expect(analyticsUrl('https://app.test/assets/edit/9?token=x', 'https://app.test')).toBe(
      'https://app.test/assets/edit/:assetId',
    );
    expect(analyticsUrl('https://search.example/q?who=me', 'https://app.test')).toBe(
      'https://search.example/',
    );
    expect(analyticsUrl('javascript:alert(1)', 'https://app.test')).toBeNull();
  });
});

const BUILD: BuildStamp = {
  app: 'shell',
  version: '0.1.0+abc',
  release: 'itam@0.1.0+abc',
  environment: 'production',
};

function fakes(settings: TelemetrySettings) {
  const analytics: jest.Mocked<Analytics> = {
    pageView: jest.fn(),
    identify: jest.fn(),
    reset: jest.fn(),
  };
  const errors: jest.Mocked<ErrorReporter> = { capture: jest.fn(), setUser: jest.fn() };
  const chat: jest.Mocked<SupportChat> = { identify: jest.fn(), reset: jest.fn() };
  const deps = {
    loadSettings: jest.fn(async (): Promise<TelemetrySettings> => settings),
    loadAnalytics: jest.fn(
      async (_settings: { key: string; host: string }): Promise<Analytics> => analytics,
    ),
    loadErrors: jest.fn(
      async (_settings: {
        dsn: string;
        environment: string;
        build: BuildStamp;
      }): Promise<ErrorReporter> => errors,
    ),
    loadChat: jest.fn(async (_provider: string, _id: string): Promise<SupportChat> => chat),
    scheduleVisit: jest.fn(),
    build: jest.fn(() => BUILD),
    settleMs: 20,
  } satisfies TelemetryDeps;
  return { analytics, errors, chat, deps, telemetry: createTelemetry(deps) };
}

const ALL: TelemetrySettings = {
  posthogKey: 'phc_x',
  posthogHost: 'https://ph.test',
  sentryDsn: 'https://k@sentry.test/1',
  supportChatProvider: 'crisp',
  supportChatId: 'site-1',
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 40));

describe('telemetry page views and identity', () => {
  it('sends one page view per route change, named by its route pattern, never the raw path', async () => {
    const { telemetry, analytics } = fakes(ALL);
    await telemetry.start();
    telemetry.trackPageView('/assets/edit/6f1c2d7e-1111-4222-8333-944445555666');
    await settle();
    telemetry.trackPageView('/pricing');
    await settle();
    expect(analytics.pageView.mock.calls).toEqual([['/assets/edit/:assetId'], ['/pricing']]);
  });

  it('counts only the page a redirect (a replace) lands on, but every page of quick navigations', async () => {
    const { telemetry, analytics } = fakes(ALL);
    await telemetry.start();
    telemetry.trackPageView('/dashboard');
    telemetry.trackPageView('/', { replace: true });
    await settle();
    expect(analytics.pageView.mock.calls).toEqual([['/']]);
    telemetry.trackPageView('/pricing');
    telemetry.trackPageView('/faqs');
    telemetry.trackPageView('/faqs');
    await settle();
    expect(analytics.pageView.mock.calls).toEqual([['/'], ['/pricing'], ['/faqs']]);
  });

  it('queues page views and the identity until analytics has loaded, identity first', async () => {
    const { telemetry, analytics, chat, errors } = fakes(ALL);
    telemetry.identifyUser({ id: 'u-1', name: 'Asha Rao', email: 'asha@example.test' });
    telemetry.trackPageView('/dashboard');
    await settle();
    expect(analytics.pageView).not.toHaveBeenCalled();
    await telemetry.start();
    expect(analytics.identify).toHaveBeenCalledWith('u-1');
    expect(analytics.identify.mock.invocationCallOrder[0]).toBeLessThan(
      analytics.pageView.mock.invocationCallOrder[0]!,
    );
    expect(analytics.pageView).toHaveBeenCalledWith('/dashboard');
    expect(errors.setUser).toHaveBeenCalledWith('u-1');
    expect(chat.identify).toHaveBeenCalledWith({ name: 'Asha Rao', email: 'asha@example.test' });
  });

  it('identifies analytics and errors by the opaque id only, and forgets on logout', async () => {
    const { telemetry, analytics, errors, chat } = fakes(ALL);
    await telemetry.start();
    telemetry.identifyUser({ id: 'u-1', name: 'Asha Rao', email: 'asha@example.test' });
    expect(
      JSON.stringify([analytics.identify.mock.calls, errors.setUser.mock.calls]),
    ).not.toContain('asha@');
    telemetry.forgetUser();
    expect(analytics.reset).toHaveBeenCalled();
    expect(errors.setUser).toHaveBeenLastCalledWith(null);
    expect(chat.reset).toHaveBeenCalled();
  });

  it('loads nothing that is not configured, and drops what it is sent', async () => {
    const { telemetry, deps } = fakes({});
    telemetry.trackPageView('/');
    telemetry.reportError(new Error('x'));
    await telemetry.start();
    expect(deps.loadAnalytics).not.toHaveBeenCalled();
    expect(deps.loadErrors).not.toHaveBeenCalled();
    expect(deps.loadChat).not.toHaveBeenCalled();
    expect(deps.scheduleVisit).toHaveBeenCalledTimes(1);
    await telemetry.start();
    expect(deps.loadSettings).toHaveBeenCalledTimes(1);
  });

  it('reports errors with the remote and its running version, queued until Sentry is up', async () => {
    (globalThis as Record<string, unknown>).__ITAM_REMOTE_BUILDS__ = {
      vendors: { ...BUILD, app: 'vendors', version: '0.1.0+def' },
    };
    const { telemetry, errors, deps } = fakes({
      sentryDsn: 'https://k@sentry.test/1',
      sentryEnvironment: 'staging',
    });
    const error = new Error('screen broke');
    telemetry.reportError(error, { remote: 'vendors', source: 'error-boundary' });
    await telemetry.start();
    expect(deps.loadErrors).toHaveBeenCalledWith({
      dsn: 'https://k@sentry.test/1',
      environment: 'staging',
      build: BUILD,
    });
    expect(errors.capture).toHaveBeenCalledWith(error, {
      remote: 'vendors',
      'remote.version': '0.1.0+def',
      source: 'error-boundary',
    });
    delete (globalThis as Record<string, unknown>).__ITAM_REMOTE_BUILDS__;
  });

  it('keeps working when a service fails to load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { telemetry, deps, errors } = fakes(ALL);
    deps.loadAnalytics.mockRejectedValue(new Error('chunk failed'));
    await telemetry.start();
    telemetry.trackPageView('/');
    telemetry.reportError(new Error('x'));
    await settle();
    expect(errors.capture).toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
