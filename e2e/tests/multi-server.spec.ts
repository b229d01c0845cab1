/**
 * The product on many servers (docs/deployment.md), started from what installs here:
 * Debian's nginx in front of two API servers of the production build on one PostgreSQL,
 * both serving one web root and keeping files in one bucket (s3rver, a real S3-protocol
 * server). Through the balancer a user signs in and works with requests answered by both
 * servers; an image uploaded through one is read through the other; the login limit counts
 * across both; a remote deployed once is
 * served by both; one server stopped with SIGTERM mid-journey drains while the other
 * finishes the journey with no failed request.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bucketEnvironment, startTestBucket, type TestBucket } from '../../api/test/s3-server';
import { startDeployment, type Deployment } from '../support/deployment';
import { createDeployFixture, type DeployFixture } from '../support/remote-deploy-fixture';
import { login, PASSWORD } from '../support/session';

interface Seen {
  upstreams: Set<string>;
  failures: string[];
}

/**
 * Every API answer's server (X-Upstream), and every request that failed or answered 5xx: a
 * server gone from under the balancer shows as nginx's 502 or a refused connection.
 */
function watch(page: Page): Seen {
  const seen: Seen = { upstreams: new Set(), failures: [] };
  page.on('response', (response) => {
    const url = response.url();
    if (!url.includes('/api/')) return;
    const upstream = response.headers()['x-upstream'];
    if (upstream) seen.upstreams.add(upstream.split(',').pop()!.trim());
    if (response.status() >= 500) seen.failures.push(`${response.status()} ${url}`);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    // The browser's own cancelling of a page's requests when the journey navigates on.
    if (error !== 'net::ERR_ABORTED') seen.failures.push(`${error} ${request.url()}`);
  });
  return seen;
}

/** A 1x1 PNG: the server checks an image's first bytes against its declared type. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const signIn = (request: APIRequestContext, email: string, password: string) =>
  request.post('/api/auth/login', { data: { email, password } });

test.describe.configure({ mode: 'serial' });

test.describe('a deployment of two servers behind nginx', () => {
  let fixture: DeployFixture;
  let bucket: TestBucket;
  let deployment: Deployment;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    fixture = createDeployFixture();
    bucket = await startTestBucket();
    deployment = await startDeployment({
      env: { WEB_ROOT: fixture.webRoot, ...bucketEnvironment(bucket.config) },
    });
  });

  test.afterAll(async () => {
    await deployment?.stop();
    await bucket?.stop();
    fixture?.remove();
  });

  test('a user works through the balancer with answers from both servers', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: deployment.balancer.baseURL });
    const page = await context.newPage();
    const seen = watch(page);
    await login(page, 'admin@demo.test');
    for (const path of ['/assets', '/dashboard', '/incidents', '/vendor-list', '/assets']) {
      await page.goto(path);
      await expect(page.locator('[data-testid="screen"]').first()).toBeVisible();
    }
    const ports = deployment.servers.map((server) => `127.0.0.1:${server.port}`);
    expect([...seen.upstreams].sort()).toEqual([...ports].sort());
    expect(seen.failures).toEqual([]);
    await context.close();
  });

  test('an image uploaded through the balancer is read through either server', async ({
    playwright,
  }) => {
    const balanced = await playwright.request.newContext({
      baseURL: deployment.balancer.baseURL,
    });
    const login = await signIn(balanced, 'admin@demo.test', PASSWORD);
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const list = await balanced.get('/api/assets/get-assets?pageNumber=0&limit=1', { headers });
    const assetId = ((await list.json()) as { assets: { _id: string }[] }).assets[0]!._id;
    const signed = await balanced.post(`/api/assets/${assetId}/images/upload-url`, {
      headers,
      data: { fileName: 'front.png', contentType: 'image/png', size: PNG.length },
    });
    expect(signed.status()).toBe(200);
    const { upload, confirmUrl, image } = (await signed.json()) as {
      upload: { method: 'PUT'; url: string; headers: Record<string, string> };
      confirmUrl: string;
      image: { _id: string };
    };
    // As the browser does (uploadWithTicket): the bytes go straight to the bucket on a
    // pre-signed address, never through a server; then either server confirms them.
    expect(new URL(upload.url).origin).toBe(new URL(bucket.config.endpoint!).origin);
    const put = await balanced.fetch(upload.url, {
      method: upload.method,
      headers: upload.headers,
      data: PNG,
    });
    expect(put.status()).toBe(200);
    const confirmed = await balanced.post(new URL(confirmUrl, deployment.balancer.baseURL).href);
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    for (const server of deployment.servers) {
      const direct = await playwright.request.newContext({ baseURL: server.baseURL });
      const images = await direct.get(`/api/assets/${assetId}/images`, { headers });
      const listed = ((await images.json()) as { images: { _id: string; url: string }[] }).images;
      const stored = listed.find((entry) => entry._id === image._id)!;
      const read = await direct.get(stored.url);
      expect(read.status()).toBe(200);
      expect(Buffer.from(await read.body())).toEqual(PNG);
      await direct.dispose();
    }
    await balanced.dispose();
  });

  test('the login limit counts the failures seen by both servers', async ({ playwright }) => {
    const request = await playwright.request.newContext({
      baseURL: deployment.balancer.baseURL,
    });
    const email = 'viewer@demo.test';
    const upstreams = new Set<string>();
    // Five wrong passwords, each waiting out the growing delay the limit asks for between
    // tries (Retry-After), alternating between the two servers.
    for (let failures = 0; failures < 5;) {
      const answer = await signIn(request, email, 'not-the-password');
      upstreams.add(answer.headers()['x-upstream'] ?? '');
      if (answer.status() === 429) {
        const wait = Number(answer.headers()['retry-after']);
        expect(wait).toBeLessThanOrEqual(30);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      expect(answer.status()).toBe(401);
      failures++;
    }
    expect(upstreams.size).toBe(2);
    // Five failures in all, two or three on each server: the account is locked for the
    // window, whichever server the next try reaches, even with the right password.
    for (let i = 0; i < 2; i++) {
      const locked = await signIn(request, email, PASSWORD);
      expect(locked.status()).toBe(429);
      expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(60);
    }
    await request.dispose();
  });

  test('a remote deployed once is served by both servers', async ({ playwright }) => {
    // One remote build from a cold cache on a loaded 2-core machine.
    test.setTimeout(300_000);
    await fixture.recordKitApi();
    await fixture.buildRemote();
    const versions: string[] = [];
    for (const server of deployment.servers) {
      const direct = await playwright.request.newContext({ baseURL: server.baseURL });
      const manifest = await direct.get('/remotes.json');
      expect(manifest.status()).toBe(200);
      const vendors = (
        (await manifest.json()) as Record<string, { version: string; entry: string }>
      ).vendors!;
      versions.push(vendors.version);
      expect((await direct.get(vendors.entry)).status()).toBe(200);
      await direct.dispose();
    }
    expect(new Set(versions).size).toBe(1);
  });

  test('a server stopped with SIGTERM drains while the other finishes the journey', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: deployment.balancer.baseURL });
    const page = await context.newPage();
    const seen = watch(page);
    await login(page, 'admin@demo.test');
    await page.goto('/assets');
    await expect(page.locator('[data-testid="screen"]').first()).toBeVisible();
    const [stopping, staying] = deployment.servers;
    const exited = stopping!.terminate('SIGTERM');
    // Readiness says no at once; the server keeps answering through its grace period.
    const ready = await fetch(`${stopping!.baseURL}/api/health/ready`);
    expect(ready.status).toBe(503);
    for (const path of ['/dashboard', '/incidents', '/assets', '/vendor-list', '/dashboard']) {
      await page.goto(path);
      await expect(page.locator('[data-testid="screen"]').first()).toBeVisible();
    }
    expect(await exited).toBe(0);
    seen.upstreams.clear();
    for (const path of ['/assets', '/incidents']) {
      await page.goto(path);
      await expect(page.locator('[data-testid="screen"]').first()).toBeVisible();
    }
    expect([...seen.upstreams]).toEqual([`127.0.0.1:${staying!.port}`]);
    expect(seen.failures).toEqual([]);
    await context.close();
  });
});
