/**
 * Lighthouse's mobile preset (its default: a Moto G Power sized screen, simulated slow 4G
 * and 4x CPU slowdown) on the signed-in pages of the production build (content.ts's
 * BENCH_PAGES, each as its user), in issue 34's two visits (visits.ts):
 * - first visit: the origin's storage, service workers and the HTTP cache cleared, then only
 *   `jwtToken` stored (set on a JSON answer of the API, so no page of the app has run);
 * - returning visit: the same page loaded again right after, its cache and storage kept.
 * Lighthouse's own storage reset is off in both (it would clear the token too). Performance
 * score, LCP, TBT, FCP and the bytes transferred, each the median of `LIGHTHOUSE_RUNS` (5).
 * With BENCH_URL_B, the builds A (BENCH_URL) and B are run in turn and printed side by side.
 * Run by `pnpm bench:web` after its page figures, or alone against running servers:
 * `BENCH_URL=http://localhost:3000 tsx e2e/bench/lighthouse.ts`.
 *
 * Figures before issue 34 came from a hybrid "returning visitor" (the frame hint kept, the
 * HTTP cache cleared); the frame hint does not count toward the issue's goals, so that
 * condition is gone. `LIGHTHOUSE_REPORT_DIR` keeps each run's full report (JSON).
 *
 * Lighthouse 12 (13 needs Node 22) drives Debian's Chromium through a Puppeteer page of
 * its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { loginToken } from './bench-server';
import { BENCH_PAGES } from './content';
import {
  alternate,
  benchBuilds,
  median,
  VISIT_SETUP,
  VISITS,
  type Build,
  type Visit,
} from './visits';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  transferKiB: number;
}

/** `${path} ${visit} ${build label}` to its runs. */
export type LighthouseRuns = Map<string, LighthouseFigures[]>;

/** Debian's Chromium with a DevTools port Lighthouse and Puppeteer connect to. */
async function launchChromium(): Promise<{ child: ChildProcess; port: number; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${dir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('Chromium gave no DevTools port')), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}`)));
  });
  return { child, port, dir };
}

/**
 * Sets `page`'s profile up for `visit` on `base`: for a first visit, the origin's storage
 * (service workers included) and the HTTP cache cleared, then the token alone stored.
 */
async function prepareVisit(page: Page, base: string, token: string, visit: Visit) {
  const setup = VISIT_SETUP[visit];
  if (!setup.clearStorage && !setup.clearHttpCache) return;
  const cdp = await page.createCDPSession();
  await page.goto('about:blank');
  const origin = new URL(base).origin;
  if (setup.clearStorage)
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  // A JSON answer of the same origin: the token is stored without any page of the app running.
  await page.goto(`${base}/api/health`);
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('jwtToken', t);
  }, token);
  await page.goto('about:blank');
  if (setup.clearHttpCache) await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** One Lighthouse run of `url` in `page`'s profile as it is (no storage reset of its own). */
async function runLighthouse(page: Page, port: number, url: string, name: string) {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    },
    undefined,
    page as never,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const keep = process.env.LIGHTHOUSE_REPORT_DIR;
  if (keep) {
    fs.mkdirSync(keep, { recursive: true });
    fs.writeFileSync(path.join(keep, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  }
  const final = lhr.finalDisplayedUrl ?? lhr.finalUrl ?? '';
  if (!final.endsWith(new URL(url).pathname)) throw new Error(`${url} ended at ${final}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    transferKiB: audit('total-byte-weight') / 1024,
  };
}

/** Each page's first and returning visits on each build, the builds in turn. */
export async function benchLighthouse(builds: readonly Build[]): Promise<LighthouseRuns> {
  const puppeteer = await import('puppeteer-core');
  const { child, port, dir } = await launchChromium();
  const figures: LighthouseRuns = new Map();
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    const page = await browser.newPage();
    for (const bench of BENCH_PAGES) {
      const tokens = new Map<string, string>();
      for (const b of builds) tokens.set(b.label, await loginToken(b.base, bench.email));
      for (const { build, run } of alternate(builds, RUNS)) {
        for (const visit of VISITS) {
          await prepareVisit(page, build.base, tokens.get(build.label)!, visit);
          const name = `${bench.path.slice(1)}-${visit}-${build.label}-${run}`;
          const key = `${bench.path} ${visit} ${build.label}`;
          const runs = figures.get(key) ?? [];
          runs.push(await runLighthouse(page, port, `${build.base}${bench.path}`, name));
          figures.set(key, runs);
        }
      }
    }
    await browser.disconnect();
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
    // Chromium's helper processes may still be writing to its profile for a moment.
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  return figures;
}

export function printLighthouse(figures: LighthouseRuns, builds: readonly Build[]): void {
  const labels = builds.map((b) => b.label).join(' / ');
  console.log(`\nLighthouse mobile (each figure the median of ${RUNS} runs)`);
  for (const b of builds) console.log(`${b.label}: ${b.base}`);
  console.log(
    `page (user) | visit | performance | LCP s | TBT ms | FCP s | transfer KiB (each ${labels})`,
  );
  for (const bench of BENCH_PAGES)
    for (const visit of VISITS) {
      const runs = builds.map((b) => figures.get(`${bench.path} ${visit} ${b.label}`) ?? []);
      const cell = (pick: (f: LighthouseFigures) => number, format: (n: number) => string) =>
        runs.map((rs) => format(median(rs.map(pick)))).join(' / ');
      console.log(
        [
          `${bench.path} (${bench.email})`,
          visit,
          cell(
            (f) => f.score,
            (n) => n.toFixed(0),
          ),
          cell(
            (f) => f.lcpMs,
            (n) => (n / 1000).toFixed(2),
          ),
          cell(
            (f) => f.tbtMs,
            (n) => n.toFixed(0),
          ),
          cell(
            (f) => f.fcpMs,
            (n) => (n / 1000).toFixed(2),
          ),
          cell(
            (f) => f.transferKiB,
            (n) => n.toFixed(0),
          ),
        ].join(' | '),
      );
    }
}

if (require.main === module) {
  const builds = benchBuilds(process.env, 'http://localhost:3000');
  benchLighthouse(builds)
    .then((figures) => printLighthouse(figures, builds))
    .catch((err: Error) => {
      console.error(err.stack ?? err.message);
      process.exit(1);
    });
}
