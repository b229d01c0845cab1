/**
 * Telemetry (SPEC.md sections 1 and 7): with the services configured on a server of its own
 * (posthog, Sentry and Crisp pointed at fake hosts answered by the test), page views,
 * identity, remote errors and the web-visited call; with nothing configured (the shared
 * e2e server), no request leaves for another host and no SDK is downloaded.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { login, PASSWORD } from '../support/session';
import {
  CRISP_WEBSITE_ID,
  interceptTelemetry,
  navigateInApp,
  pageViews,
  POSTHOG_HOST,
  recordSdkScripts,
  SENTRY_DSN,
  sentryEvents,
  startConfiguredServer,
  type ServerHandle,
} from '../support/telemetry-capture';

// The configured server's own port, next to the journeys' server (E2E_PORT), so no choice
// of E2E_PORT runs into it.
const SERVER_PORT = Number(
  process.env.TELEMETRY_E2E_SERVER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1,
);
const FLUSH = { timeout: 20_000 };
/** posthog drops events from a `HeadlessChrome` user agent: browse as a visitor's browser would. */
const ORDINARY_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

async function webVisitsOf(
  page: Page,
  action: () => Promise<unknown>,
  settleMs = 3000,
): Promise<string[]> {
  const ids: string[] = [];
  const onRequest = (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/open-api/web-visited')) {
      ids.push((request.postDataJSON() as { visitorId: string }).visitorId);
    }
  };
  page.on('request', onRequest);
  await action();
  await expect.poll(() => ids.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(settleMs);
  page.off('request', onRequest);
  return ids;
}

async function userIdOf(page: Page, token: string): Promise<string> {
  const res = await page.request.post('/api/auth/verify-token', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  return ((await res.json()) as { user: { _id: string } }).user._id;
}

const crispQueue = (page: Page) =>
  page.evaluate(() => (window as unknown as { $crisp?: unknown[] }).$crisp ?? []);

test.describe('telemetry, every service configured', () => {
  let server: ServerHandle;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startConfiguredServer(SERVER_PORT, {
      POSTHOG_KEY: 'phc_e2e_project_key',
      POSTHOG_HOST,
      SENTRY_DSN,
      SENTRY_ENVIRONMENT: 'e2e',
      SUPPORT_CHAT_PROVIDER: 'crisp',
      SUPPORT_CHAT_ID: CRISP_WEBSITE_ID,
    });
  });
  test.afterAll(() => server?.stop());
  test.use({ baseURL: `http://localhost:${SERVER_PORT}`, userAgent: ORDINARY_CHROME });

  test('a page view per navigation, named by its route pattern, never by ids', async ({ page }) => {
    const captured = await interceptTelemetry(page);
    const sdks = recordSdkScripts(page);
    await page.goto('/');
    await expect.poll(() => pageViews(captured).length, FLUSH).toBe(1);
    await navigateInApp(page, '/pricing');
    await navigateInApp(page, '/onboarding/device-selection/device-7731?ref=mail');
    await expect
      .poll(() => pageViews(captured).map((e) => e.properties.$pathname), FLUSH)
      .toEqual(['/', '/pricing', '/onboarding/device-selection/:id']);
    const base = `http://localhost:${SERVER_PORT}`;
    expect(pageViews(captured).map((e) => e.properties.$current_url)).toEqual([
      `${base}/`,
      `${base}/pricing`,
      `${base}/onboarding/device-selection/:id`,
    ]);
    expect(captured.raw.join('\n')).not.toContain('device-7731');
    expect(captured.raw.join('\n')).not.toContain('ref=mail');
    // Configured, the SDKs are downloaded (the unconfigured test checks the same markers are absent).
    expect(sdks.posthog.length).toBeGreaterThan(0);
    expect(sdks.sentry.length).toBeGreaterThan(0);
  });

  test('identify after login by an opaque id, support chat by name and email; both cleared after logout', async ({
    page,
  }) => {
    const captured = await interceptTelemetry(page);
    await login(page, 'admin@demo.test');
    const token = (await page.evaluate(() => localStorage.getItem('jwtToken')))!;
    const userId = await userIdOf(page, token);
    await expect
      .poll(
        () => captured.posthog.find((e) => e.event === '$identify')?.properties.distinct_id,
        FLUSH,
      )
      .toBe(userId);
    expect(userId).not.toContain('@');
    await expect
      .poll(() => crispQueue(page))
      .toEqual(
        expect.arrayContaining([
          ['set', 'user:email', ['admin@demo.test']],
          ['set', 'user:nickname', [expect.any(String)]],
        ]),
      );
    // Errors carry the same opaque id, never the email.
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('telemetry-e2e: while signed in');
      }),
    );
    await expect
      .poll(
        () =>
          sentryEvents(captured).find((e) => JSON.stringify(e).includes('while signed in'))?.user,
        FLUSH,
      )
      .toEqual({ id: userId });

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect.poll(() => crispQueue(page)).toContainEqual(['do', 'session:reset']);
    await navigateInApp(page, '/pricing');
    await expect
      .poll(
        () =>
          pageViews(captured).find((e) => e.properties.$pathname === '/pricing')?.properties
            .distinct_id,
        FLUSH,
      )
      .toEqual(expect.any(String));
    const after = pageViews(captured).find((e) => e.properties.$pathname === '/pricing')!;
    expect(after.properties.distinct_id).not.toBe(userId);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('telemetry-e2e: after logout');
      }),
    );
    await expect
      .poll(
        () => sentryEvents(captured).some((e) => JSON.stringify(e).includes('after logout')),
        FLUSH,
      )
      .toBe(true);
    const afterLogout = sentryEvents(captured).find((e) =>
      JSON.stringify(e).includes('after logout'),
    );
    expect((afterLogout?.user as { id?: string } | undefined)?.id).toBeUndefined();
    expect(JSON.stringify(captured.posthog)).not.toContain('admin@demo.test');
  });

  test('an error thrown in a remote reaches Sentry tagged with that remote and its version', async ({
    page,
  }) => {
    const captured = await interceptTelemetry(page);
    // The context's routes hold for the app's service worker's fetches too.
    await page.context().route('**/remotes/vendors/**', (route) =>
      route.request().url().includes('remoteEntry.js')
        ? route.continue()
        : route.fulfill({
            contentType: 'application/javascript',
            body: 'throw new Error("telemetry-e2e: the vendors remote broke");',
          }),
    );
    await login(page, 'admin@demo.test');
    await page.goto('/vendor-list');
    await expect(page.getByTestId('module-error')).toBeVisible();
    const thrown = () =>
      sentryEvents(captured).find((e) =>
        JSON.stringify(e.exception ?? '').includes('the vendors remote broke'),
      );
    await expect
      .poll(() => thrown()?.tags, FLUSH)
      .toMatchObject({ remote: 'vendors', 'remote.version': expect.stringMatching(/^0\.1\.0\+/) });
    expect(thrown()).toMatchObject({
      environment: 'e2e',
      release: expect.stringMatching(/^itam@0\.1\.0\+/),
    });
    // The loader's failure is reported too, with the same tags.
    await expect
      .poll(
        () =>
          sentryEvents(captured).some(
            (e) => (e.tags as Record<string, string>)?.source === 'remote-load',
          ),
        FLUSH,
      )
      .toBe(true);
    expect(
      sentryEvents(captured).find(
        (e) => (e.tags as Record<string, string>)?.source === 'remote-load',
      )?.tags,
    ).toMatchObject({ remote: 'vendors' });
    // Release-health sessions are tracked.
    expect(captured.sentry.some((i) => i.type === 'session')).toBe(true);
  });

  test('no payload carries the session token or the password', async ({ page }) => {
    const captured = await interceptTelemetry(page);
    await login(page, 'admin@demo.test', PASSWORD);
    const token = (await page.evaluate(() => localStorage.getItem('jwtToken')))!;
    // Every place a careless integration would pick the token up from.
    await navigateInApp(page, `/pricing?token=${token}`);
    await page.evaluate((t) => {
      console.error('request failed', { headers: { Authorization: `Bearer ${t}` } });
      setTimeout(() => {
        throw new Error(`telemetry-e2e: leaked ${t}`);
      });
      setTimeout(() => void Promise.reject(new Error(`telemetry-e2e: rejected with Bearer ${t}`)));
    }, token);
    await expect
      .poll(
        () =>
          sentryEvents(captured).filter((e) => JSON.stringify(e).includes('telemetry-e2e')).length,
        FLUSH,
      )
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => pageViews(captured).some((e) => e.properties.$pathname === '/pricing'), FLUSH)
      .toBe(true);
    const everything = [...captured.raw, JSON.stringify(await crispQueue(page))].join('\n');
    expect(everything).toContain('[redacted]');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(token.split('.')[2]!);
    expect(everything).not.toContain(PASSWORD);
  });

  test('web-visited fires once per load with a stable visitorId', async ({ page }) => {
    await interceptTelemetry(page);
    const first = await webVisitsOf(page, () => page.goto('/'));
    const second = await webVisitsOf(page, () => page.reload());
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]).toMatch(/^[0-9a-f]{16,}$/);
    expect(second[0]).toBe(first[0]);
  });
});

test.describe('telemetry, nothing configured', () => {
  test('no request leaves for another host and no SDK is downloaded', async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const sdks = recordSdkScripts(page);
    const config = await (await page.request.get('/api/config')).json();
    expect(config.telemetry ?? {}).toEqual({});
    const visits = await webVisitsOf(page, () => page.goto('/'));
    expect(visits).toHaveLength(1);
    await login(page, 'admin@demo.test');
    await page.goto('/assets');
    await navigateInApp(page, '/vendor-list');
    await page.waitForTimeout(2000);
    const origin = new URL(baseURL!).origin;
    expect(
      requests.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)),
    ).toEqual([]);
    expect(requests.filter((url) => /telemetry-(posthog|sentry)|support-chat/.test(url))).toEqual(
      [],
    );
    expect(sdks).toEqual({ posthog: [], sentry: [] });
    expect(await page.evaluate(() => 'CRISP_WEBSITE_ID' in window || '$crisp' in window)).toBe(
      false,
    );
  });
});
