/**
 * The asset list at 100,000 assets (issue 4, part of `pnpm bench:web`). Seeds a Demo
 * Corp of 100,000 assets into a data folder of its own (`api/src/seed --assets N`),
 * starts the built server on it (its own port), and in headless Chromium as the admin:
 * - time from navigation to the first row of `/assets` on screen (median of BENCH_RUNS);
 * - with 'Load more' paging and the largest page size the screen offers, clicks until
 *   5,000 rows are loaded, then the time from the last click to the appended rows
 *   rendered (and, of that, after the response arrived);
 * - the rows in the table body's DOM then, at the top, at the end and the most while
 *   scrolling through (the virtual table must keep them near the visible count).
 * The server side is in bench-server.ts. `tsx e2e/bench/assets.ts` runs it alone.
 * BENCH_ASSETS_DATA_DIR keeps (and reuses) the seeded folder between runs;
 * BENCH_ASSETS_PORT (3201), BENCH_ASSETS (100000), BENCH_ASSETS_TARGET (5000).
 */
import { rmSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { loginToken, seededDataDir, startServer, stopServer } from './bench-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const TARGET_ROWS = Number(process.env.BENCH_ASSETS_TARGET ?? 5_000);
const port = Number(process.env.BENCH_ASSETS_PORT ?? 3201);
const base = `http://localhost:${port}`;

/** Row elements of the table body: `tr` in a plain table, `div` rows in a virtual one. */
export const BODY_ROWS = '.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row';

/** A page signed in with `jwt` that notes when the first list row enters the DOM. */
export async function signedInPage(browser: Browser, jwt: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // tsx (esbuild, keepNames) wraps named functions in page.evaluate callbacks in __name().
  await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
  await context.addInitScript((t) => localStorage.setItem('jwtToken', t), jwt);
  await context.addInitScript((selector) => {
    const w = window as unknown as { __firstRowAt?: number };
    new MutationObserver((_records, observer) => {
      if (w.__firstRowAt === undefined && document.querySelector(selector)) {
        w.__firstRowAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, BODY_ROWS);
  return context.newPage();
}

/** Navigation start to the first row of a list screen's table in the DOM, in ms. */
export async function firstRowAt(browser: Browser, jwt: string, url: string): Promise<number> {
  const page = await signedInPage(browser, jwt);
  await page.goto(url);
  await page.locator(BODY_ROWS).first().waitFor({ timeout: 120_000 });
  const at = await page.evaluate(
    () => (window as unknown as { __firstRowAt?: number }).__firstRowAt ?? Number.NaN,
  );
  await page.context().close();
  return at;
}

/** The loaded count from "Showing N of M assets" (digits in any grouping). */
async function shownCount(page: Page): Promise<number> {
  const status = page
    .locator('[aria-live="polite"]')
    .filter({ hasText: /^Showing / })
    .first();
  const text = (await status.textContent()) ?? '';
  return Number((/Showing ([\d,\s.]+) of/.exec(text)?.[1] ?? '').replace(/\D/g, ''));
}

interface Append {
  /** Click to the appended rows rendered (two animation frames after the count changed). */
  total: number;
  /** Of that, after the get-assets response ended. */
  afterResponse: number;
}

/** Clicks 'Load more' once and times it in the page, down to the painted frame. */
async function appendOnce(page: Page, before: number): Promise<Append> {
  return page.evaluate(async (shown) => {
    const status = [...document.querySelectorAll('[aria-live="polite"]')].find((el) =>
      el.textContent?.startsWith('Showing '),
    );
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Load more',
    );
    if (!status || !button) throw new Error('no load-more button');
    const count = () =>
      Number(
        (/Showing ([\d,\s.]+) of/.exec(status.textContent ?? '')?.[1] ?? '').replace(/\D/g, ''),
      );
    performance.clearResourceTimings();
    const started = performance.now();
    button.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        if (count() > shown) {
          observer.disconnect();
          resolve();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(status, { childList: true, subtree: true, characterData: true });
    });
    // The commit that changed the count rendered the rows; wait for it to be painted.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const ended = performance.now();
    const response = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/get-assets'))
      .at(-1) as PerformanceResourceTiming | undefined;
    return { total: ended - started, afterResponse: ended - (response?.responseEnd ?? started) };
  }, before);
}

/** Opens an antd Select and picks its largest numeric option ("100 per load", "100 / page"). */
async function pickLargest(page: Page, select: Locator): Promise<number> {
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // The dropdown can close again while the screen settles: open it until its options read.
  for (let attempt = 0; attempt < 10; attempt++) {
    if (!(await options.count())) await select.click();
    await options
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    const sizes = (await options.allTextContents()).map((l) => Number(l.replace(/\D/g, '')));
    const largest = Math.max(...sizes.filter(Number.isFinite));
    if (sizes.length && Number.isFinite(largest)) {
      await options.nth(sizes.indexOf(largest)).click();
      return largest;
    }
  }
  throw new Error('the page-size select did not open');
}

/**
 * Switches to 'load more' with the largest page size the screen offers: its 'Rows per
 * load' select, or (a build without it) the numbered pages' size changer first.
 */
async function loadMoreWithLargestPages(page: Page): Promise<number> {
  const mode = (label: string) =>
    page.locator('.ant-segmented').getByText(label, { exact: true }).click();
  await mode('Load more');
  await page
    .locator('[aria-live="polite"]')
    .filter({ hasText: /^Showing / })
    .waitFor();
  const perLoad = page.getByRole('combobox', { name: 'Rows per load' });
  let largest: number;
  if (await perLoad.count()) {
    largest = await pickLargest(page, perLoad);
  } else {
    await mode('Pages');
    largest = await pickLargest(page, page.locator('.ant-pagination-options .ant-select'));
    await page.locator(BODY_ROWS).nth(10).waitFor();
    await mode('Load more');
  }
  // The list starts again with that size.
  for (let i = 0; (await shownCount(page)) !== largest; i++) {
    if (i > 600) throw new Error(`the list did not reload with ${largest} rows`);
    await page.waitForTimeout(100);
  }
  return largest;
}

interface LoadMoreFigures {
  pageSize: number;
  clicks: number;
  rows: number;
  last: Append;
  medianLast5: Append;
  domRowsTop: number;
  domRowsEnd: number;
  domRowsMax: number;
  visibleRows: number;
}

async function loadMore(browser: Browser, jwt: string): Promise<LoadMoreFigures> {
  const page = await signedInPage(browser, jwt);
  await page.goto(`${base}/assets`);
  await page.locator(BODY_ROWS).first().waitFor({ timeout: 120_000 });
  const pageSize = await loadMoreWithLargestPages(page);
  let rows = await shownCount(page);
  const appends: Append[] = [];
  while (rows < TARGET_ROWS) {
    appends.push(await appendOnce(page, rows));
    rows = await shownCount(page);
  }
  const domRows = () => page.locator(BODY_ROWS).count();
  const domRowsTop = await domRows();
  // Rows the body shows at once: its height over one row's.
  const visibleRows = await page.evaluate((selector) => {
    const row = document.querySelector(selector)?.getBoundingClientRect().height ?? 0;
    const body =
      document
        .querySelector('.ant-table-tbody-virtual-holder, .ant-table-body')
        ?.getBoundingClientRect().height ?? 0;
    return row ? Math.ceil(body / row) : Number.NaN;
  }, BODY_ROWS);
  // Scroll the body to the end in steps; the most rows the DOM held on the way.
  const firstKey = () => page.locator(BODY_ROWS).first().getAttribute('data-row-key');
  const keyAtTop = await firstKey();
  let domRowsMax = domRowsTop;
  const STEPS = 20;
  for (let step = 1; step <= STEPS; step++) {
    await page.evaluate((fraction) => {
      const holder = document.querySelector('.ant-table-tbody-virtual-holder, .ant-table-body');
      if (holder) holder.scrollTop = (holder.scrollHeight - holder.clientHeight) * fraction;
    }, step / STEPS);
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    domRowsMax = Math.max(domRowsMax, await domRows());
  }
  await page.waitForTimeout(300);
  const domRowsEnd = await domRows();
  if ((await firstKey()) === keyAtTop) throw new Error('the table body did not scroll');
  await page.context().close();
  const last5 = appends.slice(-5);
  const med = (key: keyof Append) => median(last5.map((a) => a[key]));
  return {
    pageSize,
    clicks: appends.length,
    rows,
    last: appends.at(-1)!,
    medianLast5: { total: med('total'), afterResponse: med('afterResponse') },
    domRowsTop,
    domRowsEnd,
    domRowsMax,
    visibleRows,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** Seeds, serves and measures the asset list; prints its figures like web.ts does. */
export async function benchAssetList(browser: Browser): Promise<void> {
  const data = await seededDataDir({ assets: ASSETS });
  const server = await startServer(data.dir, port);
  try {
    const jwt = await loginToken(base);
    // One navigation first, not counted: the server's first list request after the seed
    // warms its statement plans and page checkpoints.
    await firstRowAt(browser, jwt, `${base}/assets`);
    const firsts: number[] = [];
    for (let i = 0; i < RUNS; i++) firsts.push(await firstRowAt(browser, jwt, `${base}/assets`));
    const more = await loadMore(browser, jwt);
    console.log(
      `\nasset list at ${ASSETS.toLocaleString('en')} assets (/assets, admin, no CPU throttling)`,
    );
    console.log('measure | value');
    console.log(`navigation to first page rendered (median of ${RUNS}) | ${ms(median(firsts))}`);
    console.log(
      `load more: page size ${more.pageSize}, ${more.clicks} clicks to ${more.rows.toLocaleString('en')} rows | done`,
    );
    console.log(
      `render after the last append, click to painted (response to painted) | ${ms(more.last.total)} (${ms(more.last.afterResponse)})`,
    );
    console.log(
      `the same, median of the last 5 appends | ${ms(more.medianLast5.total)} (${ms(more.medianLast5.afterResponse)})`,
    );
    console.log(
      `table body rows in the DOM at ${more.rows.toLocaleString('en')} loaded: top / end / most while scrolling (${more.visibleRows} visible) | ${more.domRowsTop} / ${more.domRowsEnd} / ${more.domRowsMax}`,
    );
  } finally {
    await stopServer(server);
    if (!data.keep) rmSync(data.dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  (async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      await benchAssetList(browser);
    } finally {
      await browser.close();
    }
  })().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
