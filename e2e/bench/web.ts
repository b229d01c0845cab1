/**
 * `pnpm bench:web`: page weight and first contentful paint of the production build
 * in headless Chromium. Starts the built server on its own port and data folder
 * (unless BENCH_URL points at a running one), then for `/` as a visitor and
 * `/dashboard` as the admin reports gzip JS and CSS bytes transferred, request
 * count, duplicate shared libraries, and FCP under 4x CPU throttling (median of 5).
 * `/` is the pre-rendered landing: a further row shows what the visitor's browser has
 * loaded once the app has taken it over after the first interaction. Then, for issue 34's
 * first and returning visits on a phone, the time to each page's content and its bytes
 * (content.ts) and Lighthouse's mobile figures (lighthouse.ts), on two builds in turn when
 * BENCH_URL_B names a second one (A is BENCH_URL); then the asset list at 100,000 assets
 * (assets.ts), the questionnaire builder at 30 sections of 20 questions (builder.ts) and
 * the service desk's queue at 100,000 tickets (tickets.ts).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { benchAssetList } from './assets';
import { loginToken, startServer } from './bench-server';
import { benchBuilder } from './builder';
import { benchContent, printContent } from './content';
import { benchTicketQueue } from './tickets';
import { benchLighthouse, printLighthouse } from './lighthouse';
import { benchBuilds } from './visits';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = process.env.BENCH_URL ?? `http://localhost:${port}`;

interface Weight {
  js: number;
  css: number;
  requests: number;
  reactCopies: number;
}

/** The built server on a data folder of its own, unless BENCH_URL points at one. */
async function startOwnServer(): Promise<ChildProcess | null> {
  if (process.env.BENCH_URL) return null;
  return startServer(fs.mkdtempSync(path.join(os.tmpdir(), 'itam-bench-web-')), port);
}

async function newPage(browser: Browser, jwt: string | null): Promise<Page> {
  const context = await browser.newContext();
  if (jwt) await context.addInitScript((t) => localStorage.setItem('jwtToken', t), jwt);
  return context.newPage();
}

/** Bytes as a gzip transfer would carry them, whatever the server sent. */
async function measureWeight(
  browser: Browser,
  url: string,
  jwt: string | null,
  interact = false,
): Promise<Weight> {
  const page = await newPage(browser, jwt);
  const weight: Weight = { js: 0, css: 0, requests: 0, reactCopies: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    weight.requests++;
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res.body().then(
        (body) => {
          const gz = zlib.gzipSync(body, { level: 9 }).length;
          if (type === 'script') weight.js += gz;
          else weight.css += gz;
          // react-dom stamps every root container with this key: one file holding it = one copy.
          if (body.includes('__reactContainer$')) weight.reactCopies++;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The visit beacon loads its fingerprint code ~1 s after load: count it too.
  await page.waitForTimeout(2500);
  if (interact) {
    // The pre-rendered landing starts the app on the visitor's first interaction.
    await page.mouse.move(100, 100);
    await page.waitForFunction(() => !document.getElementById('itam-static'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
  }
  await Promise.all(pending);
  await page.context().close();
  return weight;
}

async function firstContentfulPaint(
  browser: Browser,
  url: string,
  jwt: string | null,
): Promise<number> {
  const page = await newPage(browser, jwt);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Throttled, the first paint can come after the network is idle: wait for it (buffered).
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 30_000);
      }),
  );
  await page.context().close();
  return fcp;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const server = await startOwnServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const admin = await loginToken(base);
    const rows: string[][] = [];
    for (const [label, url, jwt] of [
      ['/ (visitor)', `${base}/`, null],
      ['/dashboard (admin)', `${base}/dashboard`, admin],
    ] as const) {
      const w = await measureWeight(browser, url, jwt);
      const fcps: number[] = [];
      for (let i = 0; i < RUNS; i++) fcps.push(await firstContentfulPaint(browser, url, jwt));
      rows.push([
        label,
        kb(w.js),
        kb(w.css),
        String(w.requests),
        String(w.reactCopies),
        `${median(fcps).toFixed(0)} ms`,
      ]);
      if (jwt === null) {
        // What the visitor's browser holds once the app has taken the landing over.
        const after = await measureWeight(browser, url, null, true);
        rows.push([
          '/ after the first interaction',
          kb(after.js),
          kb(after.css),
          String(after.requests),
          String(after.reactCopies),
          '-',
        ]);
      }
    }
    const head = [
      'page',
      'JS gzip',
      'CSS gzip',
      'requests',
      'react-dom copies',
      `FCP 4x CPU (median of ${RUNS})`,
    ];
    console.log(head.join(' | '));
    for (const r of rows) console.log(r.join(' | '));
    const builds = benchBuilds(process.env, base);
    printContent(await benchContent(browser, builds), builds);
    printLighthouse(await benchLighthouse(builds), builds);
    await benchAssetList(browser);
    await benchBuilder(browser);
    await benchTicketQueue(browser);
  } finally {
    await browser.close();
    server?.kill();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
