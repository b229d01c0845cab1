import { getServerConfig } from '../../api/server-config';
import { createCrispChat, CRISP_SCRIPT_URL } from '../crisp-chat';
import { loadTelemetrySettings, normalizeSettings } from '../settings';
import { createWebVisitScheduler } from '../web-visited';

jest.mock('../../api/server-config', () => ({ getServerConfig: jest.fn() }));
const serverConfig = getServerConfig as jest.MockedFunction<typeof getServerConfig>;

type PageGlobal = { __ITAM_CONFIG__?: unknown };

describe('telemetry settings', () => {
  afterEach(() => delete (globalThis as PageGlobal).__ITAM_CONFIG__);

  it('keeps known, non-empty keys; a key without a host gets PostHog cloud; junk is dropped', () => {
    expect(normalizeSettings({})).toEqual({});
    expect(
      normalizeSettings({
        posthogKey: 'phc',
        sentryDsn: ' ',
        other: 'x',
        supportChatProvider: 'crisp',
      }),
    ).toEqual({
      posthogKey: 'phc',
      posthogHost: 'https://us.i.posthog.com',
    });
    expect(
      normalizeSettings({
        posthogKey: 'phc',
        posthogHost: 'ftp://x',
        sentryDsn: 'nope',
        supportChatProvider: 'zendesk',
        supportChatId: 'a',
      }),
    ).toEqual({
      posthogKey: 'phc',
      posthogHost: 'https://us.i.posthog.com',
    });
  });

  it('merges the page overrides over the server, an empty string switching a service off', async () => {
    serverConfig.mockResolvedValue({
      type: 'success',
      productSlug: 'itam',
      telemetry: {
        posthogKey: 'phc_server',
        posthogHost: 'https://ph.test/',
        sentryDsn: 'https://k@sentry.test/1',
      },
    });
    (globalThis as PageGlobal).__ITAM_CONFIG__ = {
      telemetry: { sentryDsn: '', supportChatProvider: 'crisp', supportChatId: 'site' },
    };
    expect(await loadTelemetrySettings()).toEqual({
      posthogKey: 'phc_server',
      posthogHost: 'https://ph.test',
      supportChatProvider: 'crisp',
      supportChatId: 'site',
    });
  });

  it('is all off when the API cannot be read and the page sets nothing', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serverConfig.mockRejectedValue(new Error('offline'));
    expect(await loadTelemetrySettings()).toEqual({});
    jest.restoreAllMocks();
  });
});

describe('web-visited scheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the visitor id once, about a second after load', async () => {
    const send = jest.fn(async () => undefined);
    const schedule = createWebVisitScheduler({
      visitorId: async () => 'fp-1',
      send,
      delayMs: 1000,
    });
    schedule();
    schedule();
    await jest.advanceTimersByTimeAsync(999);
    expect(send).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(send.mock.calls).toEqual([['fp-1']]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const schedule = createWebVisitScheduler({
      visitorId: async () => 'fp',
      send: async () => Promise.reject(new Error('500')),
      delayMs: 10,
    });
    schedule();
    await jest.advanceTimersByTimeAsync(10);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('Crisp support chat', () => {
  type CrispPage = { $crisp?: unknown[][]; CRISP_WEBSITE_ID?: string };
  afterEach(() => {
    document.head.innerHTML = '';
    delete (globalThis as CrispPage).$crisp;
    localStorage.clear();
  });

  it('loads its script once, identifies by name and email, and forgets only an identified user', () => {
    const chat = createCrispChat('site-1');
    createCrispChat('site-1');
    const page = globalThis as CrispPage;
    expect(document.querySelectorAll(`script[src="${CRISP_SCRIPT_URL}"]`)).toHaveLength(1);
    expect(page.CRISP_WEBSITE_ID).toBe('site-1');
    chat.reset();
    expect(page.$crisp).toEqual([]);
    chat.identify({ name: 'Asha Rao', email: 'asha@example.test' });
    chat.reset();
    chat.reset();
    expect(page.$crisp).toEqual([
      ['set', 'user:email', ['asha@example.test']],
      ['set', 'user:nickname', ['Asha Rao']],
      ['do', 'session:reset'],
    ]);
  });
});
