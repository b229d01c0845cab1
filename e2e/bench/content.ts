/**
 * Content visible on a phone (issue 34's measures, part of `pnpm bench:web`): for each
 * signed-in page, the time from navigation start to its content in the DOM and visible,
 * under Lighthouse's slow 4G and 4x CPU slowdown applied through CDP, on its 412x823
 * mobile screen, in two visits (visits.ts):
 * - first visit: a new browser context holding only `jwtToken` in localStorage (no HTTP
 *   cache, no service worker, no frame hint);
 * - returning visit: the same context opening the page again in a new tab (its HTTP cache,
 *   storage and any service worker kept).
 * For each, the bytes transferred (CDP's encoded lengths) before the content and in all
 * (until the network has been quiet for a second), the requests and those of them that
 * transferred bytes (not answered by a cache alone); median of BENCH_RUNS.
 *
 * One build: the bench's own server (BENCH_PORT, 3200) or BENCH_URL. Two builds served at
 * once: BENCH_URL (A) and BENCH_URL_B (B), run in turn (A, B, A, B...) and printed side by
 * side. `tsx e2e/bench/content.ts` runs it alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { BODY_ROWS } from './assets';
import { loginToken, startServer, stopServer } from './bench-server';
import {
  alternate,
  benchBuilds,
  bytesBefore,
  cdpNetworkConditions,
  firstVisitStorage,
  median,
  MOBILE_SCREEN,
  MOBILE_SLOW_4G,
  sinceNavigation,
  VISITS,
  type Build,
  type FinishedResponse,
} from './visits';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The quiet that ends a visit's "in all" figures, and the longest a visit is followed. */
const QUIET_MS = 1_000;
const FOLLOW_MS = 30_000;

export interface BenchPage {
  path: string;
  /** A Demo Corp user whose company and role open the page. */
  email: string;
  /** The content the page is for: its first element matching this, visible. */
  selector: string;
  content: string;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  {
    path: '/dashboard',
    email: 'admin@demo.test',
    selector: '[data-testid="screen"] [role="img"]',
    content: 'first chart',
  },
  { path: '/assets', email: 'admin@demo.test', selector: BODY_ROWS, content: 'first asset row' },
  {
    path: '/incidents',
    email: 'agent@demo.test',
    selector: BODY_ROWS,
    content: 'first ticket row',
  },
  {
    path: '/products/shop',
    email: 'admin@demo.test',
    selector: '[data-testid="screen"] article',
    content: 'first product card',
  },
];

export interface ContentSample {
  visibleMs: number;
  bytesBefore: number;
  bytesTotal: number;
  requests: number;
  /** Of those, the ones that transferred bytes (not answered by a cache alone). */
  networkRequests: number;
}

/** `${path} ${visit} ${build label}` to its runs. */
export type ContentFigures = Map<string, ContentSample[]>;

/**
 * In the page, from its first script on: notes (`__contentAt`, ms after navigation start)
 * when an element matching `selector` is in the DOM with a box and visible, checked on each
 * DOM change and each frame (a style sheet arriving can show it without a DOM change).
 */
function watchContent(selector: string): void {
  const w = window as unknown as { __contentAt?: number };
  const check = () => {
    if (w.__contentAt !== undefined) return true;
    const el = document.querySelector(selector);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    const shown = el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : true;
    if (box.width > 0 && box.height > 0 && shown) w.__contentAt = performance.now();
    return w.__contentAt !== undefined;
  };
  const observer = new MutationObserver(() => check() && observer.disconnect());
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'style', 'hidden'],
  });
  const frame = () => (check() ? observer.disconnect() : requestAnimationFrame(frame));
  requestAnimationFrame(frame);
}

/** Waits until no request is in flight and none has started or ended for QUIET_MS. */
async function networkQuiet(state: { inFlight: number; lastActivity: number }): Promise<void> {
  const until = Date.now() + FOLLOW_MS;
  while (Date.now() < until) {
    if (state.inFlight <= 0 && Date.now() - state.lastActivity >= QUIET_MS) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One visit: a new tab of `context` opening `url`, throttled, measured to the content. */
async function visit(context: BrowserContext, url: string): Promise<ContentSample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_SLOW_4G.cpuSlowdownMultiplier });
  await cdp.send('Network.emulateNetworkConditions', cdpNetworkConditions());
  let clock: { monotonicS: number; wallS: number } | undefined;
  const finished: { timestamp: number; encodedBytes: number }[] = [];
  const state = { inFlight: 0, lastActivity: Date.now(), requests: 0 };
  cdp.on('Network.requestWillBeSent', (e) => {
    clock ??= { monotonicS: e.timestamp, wallS: e.wallTime };
    // A redirect reuses its request id: one request in flight, two counted.
    if (!e.redirectResponse) state.inFlight++;
    state.requests++;
    state.lastActivity = Date.now();
  });
  const settle = () => {
    state.inFlight--;
    state.lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => {
    finished.push({ timestamp: e.timestamp, encodedBytes: e.encodedDataLength });
    settle();
  });
  cdp.on('Network.loadingFailed', settle);
  await page.goto(url, { waitUntil: 'commit' });
  const at = await page.waitForFunction(
    () => (window as unknown as { __contentAt?: number }).__contentAt,
    undefined,
    { timeout: 120_000, polling: 200 },
  );
  const visibleMs = (await at.jsonValue()) as number;
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  await networkQuiet(state);
  await page.close();
  if (!clock) throw new Error(`${url}: no request seen`);
  const responses: FinishedResponse[] = finished.map((f) => ({
    finishedAtMs: sinceNavigation(f.timestamp, clock!, timeOrigin),
    encodedBytes: f.encodedBytes,
  }));
  return {
    visibleMs,
    bytesBefore: bytesBefore(responses, visibleMs),
    bytesTotal: bytesBefore(responses, Number.POSITIVE_INFINITY),
    requests: state.requests,
    networkRequests: finished.filter((f) => f.encodedBytes > 0).length,
  };
}

/** A first-visit context: a phone's screen, nothing stored but the token. */
async function firstVisitContext(
  browser: Browser,
  build: Build,
  token: string,
  selector: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
    deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
    storageState: firstVisitStorage(new URL(build.base).origin, token),
  });
  // tsx (esbuild, keepNames) wraps named functions in page.evaluate callbacks in __name().
  await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
  await context.addInitScript(watchContent, selector);
  return context;
}

/** Each page's first and returning visits on each build, the builds in turn. */
export async function benchContent(
  browser: Browser,
  builds: readonly Build[],
): Promise<ContentFigures> {
  const figures: ContentFigures = new Map();
  const tokens = new Map<string, string>();
  const token = async (build: Build, email: string) => {
    const key = `${build.base} ${email}`;
    if (!tokens.has(key)) tokens.set(key, await loginToken(build.base, email));
    return tokens.get(key)!;
  };
  for (const page of BENCH_PAGES) {
    for (const { build, run } of alternate(builds, RUNS + 1)) {
      const context = await firstVisitContext(
        browser,
        build,
        await token(build, page.email),
        page.selector,
      );
      try {
        for (const v of VISITS) {
          const sample = await visit(context, `${build.base}${page.path}`);
          // The first round warms the server's caches and query plans: not counted.
          if (run === 1) continue;
          const key = `${page.path} ${v} ${build.label}`;
          figures.set(key, [...(figures.get(key) ?? []), sample]);
        }
      } finally {
        await context.close();
      }
    }
  }
  return figures;
}

const kb = (n: number) => (n / 1024).toFixed(0);
const sec = (ms: number) => (ms / 1000).toFixed(2);

export function printContent(figures: ContentFigures, builds: readonly Build[]): void {
  const labels = builds.map((b) => b.label).join(' / ');
  console.log(
    `\ncontent visible on a phone (slow 4G ${MOBILE_SLOW_4G.requestLatencyMs} ms, ` +
      `${MOBILE_SLOW_4G.downloadThroughputKbps.toFixed(2)} kbit/s, 4x CPU, ${MOBILE_SCREEN.width}x${MOBILE_SCREEN.height}; ` +
      `median of ${RUNS})`,
  );
  for (const b of builds) console.log(`${b.label}: ${b.base}`);
  console.log(
    `page (content, user) | visit | visible s (${labels}) | KB before it (${labels}) | KB in all (${labels}) | requests (${labels}) | over the network (${labels})`,
  );
  for (const page of BENCH_PAGES)
    for (const v of VISITS) {
      const runs = builds.map((b) => figures.get(`${page.path} ${v} ${b.label}`) ?? []);
      const cell = (pick: (s: ContentSample) => number, format: (n: number) => string) =>
        runs.map((rs) => format(median(rs.map(pick)))).join(' / ');
      console.log(
        [
          `${page.path} (${page.content}, ${page.email})`,
          v,
          cell((s) => s.visibleMs, sec),
          cell((s) => s.bytesBefore, kb),
          cell((s) => s.bytesTotal, kb),
          cell((s) => s.requests, String),
          cell((s) => s.networkRequests, String),
        ].join(' | '),
      );
    }
}

if (require.main === module) {
  (async () => {
    const port = Number(process.env.BENCH_PORT ?? 3200);
    const own = process.env.BENCH_URL
      ? null
      : await startServer(fs.mkdtempSync(path.join(os.tmpdir(), 'itam-bench-content-')), port);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const builds = benchBuilds(process.env, `http://localhost:${port}`);
      printContent(await benchContent(browser, builds), builds);
    } finally {
      await browser.close();
      if (own) await stopServer(own);
    }
  })().catch((err: Error) => {
    console.error(err.stack ?? err.message);
    process.exit(1);
  });
}
