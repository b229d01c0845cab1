/** Telemetry settings: read from the environment, validated, served in GET /api/config. */
import { loadConfig, parseTelemetry } from '../src/config';
import { createTestEnv } from './helpers';

describe('parseTelemetry', () => {
  it('leaves every service off when nothing is set (blank counts as unset)', () => {
    expect(parseTelemetry({})).toEqual({});
    expect(parseTelemetry({ POSTHOG_KEY: ' ', SENTRY_DSN: '', SUPPORT_CHAT_ID: '  ' })).toEqual({});
    expect(loadConfig({}).telemetry).toEqual({});
  });

  it('reads every key', () => {
    expect(
      parseTelemetry({
        POSTHOG_KEY: 'phc_abc',
        POSTHOG_HOST: 'https://eu.i.posthog.com/',
        SENTRY_DSN: 'https://pub@o1.ingest.sentry.io/42',
        SENTRY_ENVIRONMENT: 'staging',
        SUPPORT_CHAT_PROVIDER: 'Crisp',
        SUPPORT_CHAT_ID: '0b7e-site_1',
      }),
    ).toEqual({
      posthogKey: 'phc_abc',
      posthogHost: 'https://eu.i.posthog.com',
      sentryDsn: 'https://pub@o1.ingest.sentry.io/42',
      sentryEnvironment: 'staging',
      supportChatProvider: 'crisp',
      supportChatId: '0b7e-site_1',
    });
  });

  it('refuses values that cannot work', () => {
    expect(() => parseTelemetry({ POSTHOG_HOST: 'javascript:alert(1)' })).toThrow(/POSTHOG_HOST/);
    expect(() => parseTelemetry({ SENTRY_DSN: 'not a url' })).toThrow(/SENTRY_DSN/);
    expect(() =>
      parseTelemetry({ SUPPORT_CHAT_PROVIDER: 'zendesk', SUPPORT_CHAT_ID: 'x' }),
    ).toThrow(/SUPPORT_CHAT_PROVIDER/);
    expect(() => parseTelemetry({ SUPPORT_CHAT_ID: 'x' })).toThrow(/SUPPORT_CHAT_PROVIDER/);
    expect(() => parseTelemetry({ SUPPORT_CHAT_PROVIDER: 'crisp' })).toThrow(/SUPPORT_CHAT_ID/);
    expect(() =>
      parseTelemetry({ SUPPORT_CHAT_PROVIDER: 'crisp', SUPPORT_CHAT_ID: '"><script>' }),
    ).toThrow(/SUPPORT_CHAT_ID/);
  });
});

describe('GET /api/config telemetry', () => {
  it('serves the configured keys; the environment wins over PUBLIC_CONFIG', async () => {
    const env = await createTestEnv({
      telemetry: { posthogKey: 'phc_env', sentryDsn: 'https://k@sentry.example.test/1' },
      publicConfig: { telemetry: { posthogKey: 'phc_public', sentryEnvironment: 'from-public' } },
    });
    try {
      const res = await env.app.inject({ url: '/api/config' });
      expect(res.json()).toMatchObject({
        type: 'success',
        telemetry: {
          posthogKey: 'phc_env',
          sentryDsn: 'https://k@sentry.example.test/1',
          sentryEnvironment: 'from-public',
        },
      });
    } finally {
      await env.close();
    }
  });
});
