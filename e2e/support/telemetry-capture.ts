/**
 * Fake telemetry hosts for the telemetry spec: every request to them is answered here and
 * recorded decoded (posthog batches, Sentry envelopes), so a test can read what the
 * product would have sent. Nothing reaches the network.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page, Request, Route } from '@playwright/test';

export const POSTHOG_HOST = 'https://posthog.telemetry.test';
export const SENTRY_HOST = 'https://sentry.telemetry.test';
export const SENTRY_DSN = 'https://e2epublickey@sentry.telemetry.test/4242';
export const CRISP_ORIGIN = 'https://client.crisp.chat';
export const CRISP_WEBSITE_ID = 'telemetry-e2e-site';

export type PosthogEvent = {
  event: string;
  properties: Record<string, unknown>;
  [key: string]: unknown;
};
export type SentryItem = { type: string; payload: Record<string, unknown> };

export interface Captured {
  posthog: PosthogEvent[];
  sentry: SentryItem[];
  /** Every decoded body and URL sent to a fake host, for the no-token check. */
  raw: string[];
}

function corsHeaders(request: Request): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers().origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };
}

function decodePosthogBody(request: Request): string {
  const body = request.postDataBuffer();
  if (!body?.length) return '';
  const url = new URL(request.url());
  if (url.searchParams.get('compression') === 'gzip-js' || (body[0] === 0x1f && body[1] === 0x8b))
    return zlib.gunzipSync(body).toString('utf8');
  const text = body.toString('utf8');
  if (text.startsWith('data='))
    return Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
  return text;
}

function posthogEvents(text: string): PosthogEvent[] {
  if (!text.trim().startsWith('{') && !text.trim().startsWith('[')) return [];
  const parsed = JSON.parse(text) as PosthogEvent | PosthogEvent[] | { batch: PosthogEvent[] };
  if (Array.isArray(parsed)) return parsed;
  if ('batch' in parsed && Array.isArray(parsed.batch)) return parsed.batch;
  return [parsed as PosthogEvent];
}

/** Sentry envelope: a header line, then item-header / payload line pairs. */
function sentryItems(text: string): SentryItem[] {
  const lines = text.split('\n').filter(Boolean);
  const items: SentryItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type: string };
    try {
      items.push({
        type: header.type,
        payload: JSON.parse(lines[i + 1]!) as Record<string, unknown>,
      });
    } catch {
      // A non-JSON attachment: not expected from this product.
    }
  }
  return items;
}

export async function interceptTelemetry(page: Page): Promise<Captured> {
  const captured: Captured = { posthog: [], sentry: [], raw: [] };
  // posthog drops events of automated browsers (navigator.webdriver, a HeadlessChrome
  // brand): this browser presents itself as an ordinary one, as visitors' browsers are.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
  const answer = (handle: (request: Request) => void) => async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: corsHeaders(request) });
    try {
      handle(request);
    } catch (error) {
      captured.raw.push(`undecodable: ${String(error)}`);
    }
    return route.fulfill({
      status: 200,
      headers: corsHeaders(request),
      contentType: 'application/json',
      body: '{"status":1}',
    });
  };
  await page.route(
    `${POSTHOG_HOST}/**`,
    answer((request) => {
      const text = decodePosthogBody(request);
      captured.raw.push(request.url(), text);
      captured.posthog.push(...posthogEvents(text));
    }),
  );
  await page.route(
    `${SENTRY_HOST}/**`,
    answer((request) => {
      const text = request.postDataBuffer()?.toString('utf8') ?? '';
      captured.raw.push(request.url(), text);
      captured.sentry.push(...sentryItems(text));
    }),
  );
  // The chatbox script: a stand-in that leaves the `$crisp` command queue as the product filled it.
  await page.route(`${CRISP_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: 'window.__fakeCrispLoaded = true;',
    }),
  );
  return captured;
}

/** Scripts the page downloads that carry an SDK (their own globals), by SDK. */
export function recordSdkScripts(page: Page): { posthog: string[]; sentry: string[] } {
  const found = { posthog: [] as string[], sentry: [] as string[] };
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.text().catch(() => '');
    if (body.includes('$user_state')) found.posthog.push(res.url());
    if (body.includes('__SENTRY__')) found.sentry.push(res.url());
  });
  return found;
}

export const pageViews = (captured: Captured) =>
  captured.posthog.filter((e) => e.event === '$pageview');
export const sentryEvents = (captured: Captured) =>
  captured.sentry.filter((i) => i.type === 'event').map((i) => i.payload);

/** A client-side navigation, as a link click would do it (react-router follows popstate). */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, to);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
}

export interface ServerHandle {
  baseURL: string;
  stop(): void;
}

/** A server of its own (the built API and web apps) with the telemetry settings in its environment. */
export async function startConfiguredServer(
  port: number,
  env: Record<string, string>,
): Promise<ServerHandle> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-e2e-telemetry-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve(__dirname, '../../api/dist/main.cjs')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SEED_DEMO: '1',
        PAYMENT_PROVIDER: 'test',
        LOG_LEVEL: 'warn',
        // Stopped by SIGTERM: no load balancer to drain for.
        SHUTDOWN_GRACE_SECONDS: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseURL = `http://localhost:${port}`;
  const stop = () => {
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 360; i++) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the telemetry test server on port ${port} did not start`);
}
