/**
 * Lighthouse's mobile preset (its default: a Moto G Power sized screen, simulated slow 4G
 * and 4x CPU slowdown) on signed-in pages of the production build, as the demo admin;
 * performance score, LCP, TBT, FCP and the bytes transferred, median of `LIGHTHOUSE_RUNS`
 * (3) by score. Run by `pnpm bench:web` after its page figures, or alone against a running
 * server: `BENCH_URL=http://localhost:3000 tsx e2e/bench/lighthouse.ts`.
 *
 * `LIGHTHOUSE_REPORT_DIR` keeps each run's full report (JSON, for Lighthouse's viewer).
 *
 * Lighthouse 12 (13 needs Node 22) drives Debian's Chromium through a Puppeteer page of
 * its own, in which the admin's token is set first and one signed-in page is opened, as a
 * returning visitor has (storage is kept between runs, the HTTP cache is not).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * `LIGHTHOUSE_FRAME_HINT=off` forgets the frame hint before each run, so the served page
 * draws nothing before the app (what a visitor's first load after signing in elsewhere
 * gets): the early frame's share of the figures, measured on the same build.
 */
const FRAME_HINT = process.env.LIGHTHOUSE_FRAME_HINT !== 'off';
export const LIGHTHOUSE_PAGES = ['/dashboard', '/assets'] as const;

export interface LighthouseFigures {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  transferKiB: number;
}

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

const median = <T>(xs: T[], by: (x: T) => number): T =>
  [...xs].sort((a, b) => by(a) - by(b))[Math.floor(xs.length / 2)]!;

export async function benchLighthouse(base: string, token: string): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const { child, port, dir } = await launchChromium();
  const figures: LighthouseFigures[] = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    const page = await browser.newPage();
    await page.goto(`${base}/terms`);
    await page.evaluate((t) => localStorage.setItem('jwtToken', t), token);
    // A returning visitor: one signed-in page first, so the device keeps what the app keeps
    // between visits (the frame hint the served page draws from); the HTTP cache is cleared
    // before each run below.
    await page.goto(`${base}${LIGHTHOUSE_PAGES[0]}`);
    await page.waitForSelector('[data-testid="screen"]', { timeout: 60_000 });
    for (const pathName of LIGHTHOUSE_PAGES) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Nothing in the HTTP cache: only the device's storage (token, frame hint) is kept.
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        if (!FRAME_HINT) await page.evaluate(() => localStorage.removeItem('itam.frame'));
        const result = await lighthouse(
          `${base}${pathName}`,
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
        if (!lhr) throw new Error(`Lighthouse gave no result for ${pathName}`);
        if (lhr.runtimeError) throw new Error(`${pathName}: ${lhr.runtimeError.message}`);
        const keep = process.env.LIGHTHOUSE_REPORT_DIR;
        if (keep) {
          fs.mkdirSync(keep, { recursive: true });
          const name = `${pathName.slice(1).replace(/\W+/g, '-')}-${i + 1}.json`;
          fs.writeFileSync(path.join(keep, name), JSON.stringify(lhr));
        }
        const final = lhr.finalDisplayedUrl ?? lhr.finalUrl ?? '';
        if (!final.endsWith(pathName)) throw new Error(`${pathName} ended at ${final}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          page: pathName,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          fcpMs: audit('first-contentful-paint'),
          transferKiB: audit('total-byte-weight') / 1024,
        });
      }
      figures.push(median(runs, (r) => r.score));
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

export function printLighthouse(figures: LighthouseFigures[]): void {
  console.log(`Lighthouse mobile (median of ${RUNS} by score)`);
  console.log('page | performance | LCP | TBT | FCP | transfer');
  for (const f of figures)
    console.log(
      [
        f.page,
        String(f.score),
        `${(f.lcpMs / 1000).toFixed(2)} s`,
        `${f.tbtMs.toFixed(0)} ms`,
        `${(f.fcpMs / 1000).toFixed(2)} s`,
        `${f.transferKiB.toFixed(0)} KiB`,
      ].join(' | '),
    );
}

if (require.main === module) {
  const base = process.env.BENCH_URL ?? 'http://localhost:3000';
  import('./bench-server')
    .then(({ loginToken }) => loginToken(base))
    .then((token) => benchLighthouse(base, token))
    .then(printLighthouse)
    .catch((err: Error) => {
      console.error(err.stack ?? err.message);
      process.exit(1);
    });
}
