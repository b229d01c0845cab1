/**
 * A returning visit (issue 34): once a signed-in page has been open, the app's service
 * worker (shell/src/offline/app-sw.ts) keeps the page, remotes.json, the remotes'
 * entries and every file the app loaded. Opened again with the network refusing every app
 * file, /assets still shows its rows (only the API answers). A remote deployed alone then
 * reaches the browser: an open tab entering the remote reloads into the new version (the
 * deploy watch asks the server, not the kept copy), and a new visit shows a later deploy at
 * the latest on the load after the one that refreshed the kept remotes.json. Nothing of the
 * API is ever kept. Served from a copy of the build, into which the deploys are written.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { expectScreenOf, login } from '../support/session';

const ROWS = '.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row';
const repo = path.resolve(__dirname, '../..');

interface Entry {
  entry: string;
  version: string;
}

/** `pnpm build:remote assets` in short: the deployed version's files as a new version. */
function redeployAssets(webRoot: string, version: string): Entry {
  const file = path.join(webRoot, 'remotes.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Entry>;
  const before = manifest.assets!;
  fs.cpSync(
    path.join(webRoot, 'remotes/assets', before.version),
    path.join(webRoot, 'remotes/assets', version),
    { recursive: true },
  );
  manifest.assets = { ...before, version, entry: `/remotes/assets/${version}/remoteEntry.js` };
  fs.writeFileSync(`${file}.next`, JSON.stringify(manifest));
  fs.renameSync(`${file}.next`, file);
  return manifest.assets;
}

const screenOf = (page: Page, remote: string) =>
  page.locator(`[data-testid="screen"][data-remote="${remote}"]`).first();

/**
 * The remote entries this document loaded; none while the page is between documents (the
 * deploy watch reloads the tab into a new version: a poll asking then asks again).
 */
const loadedEntries = (page: Page) =>
  page
    .evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => name.endsWith('/remoteEntry.js')),
    )
    .catch((error: Error) => {
      if (/Execution context was destroyed|navigat/i.test(error.message)) return [] as string[];
      throw error;
    });

/** The app files (this origin, not the API) the page loaded that no cache holds. */
const notKept = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const entry of performance.getEntriesByType('resource')) {
      const url = new URL(entry.name);
      if (url.origin !== location.origin || url.pathname.startsWith('/api/')) continue;
      if (!(await caches.match(`${url.origin}${url.pathname}`, { ignoreSearch: true })))
        out.push(url.pathname);
    }
    return out;
  });

/** What the app's worker keeps: every address in its caches. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys())
      if (name.startsWith('itam-app-'))
        for (const request of await (await caches.open(name)).keys()) out.push(request.url);
    return out;
  });

test.describe('a returning visit', () => {
  let server: OwnServer;
  let webRoot: string;

  test.beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-e2e-returning-'));
    fs.cpSync(path.join(repo, 'dist/web'), webRoot, { recursive: true });
    server = await startOwnServer(150_000, { webRoot });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });

  test('starts from the kept app without the network, and still follows deploys', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await login(page, 'admin@demo.test');
    await page.goto('/assets');
    await expect(page.locator(ROWS).first()).toBeVisible();
    await expectScreenOf(page, 'assets');

    // Registered once the screen was idle; it controls the page and has kept every app
    // file the page loaded (those before it controlled the page, as the page named them).
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => !!navigator.serviceWorker.controller))
            ? notKept(page)
            : ['(no worker yet)'],
        { timeout: 30_000 },
      )
      .toEqual([]);
    expect((await keptAddresses(page)).some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    // Opened again with every app file refused by the network: the rows still come.
    const refused: string[] = [];
    await context.route(
      (url) => url.origin === server.baseURL && !url.pathname.startsWith('/api/'),
      (route) => {
        refused.push(new URL(route.request().url()).pathname);
        return route.abort('internetdisconnected');
      },
    );
    await page.reload();
    await expect(page.locator(ROWS).first()).toBeVisible();
    // Every app file of this load came from the worker's cache.
    expect(await notKept(page)).toEqual([]);
    // What reached the network was only the worker's background refresh of the page and
    // the files naming others (and the browser's check for a new worker), no hashed file.
    for (const name of refused)
      expect(name).toMatch(/^\/(assets|remotes\.json|app-sw\.js|.*\/remoteEntry\.js)$/);
    await context.unrouteAll();

    // Nothing of the API is kept, for this user or the next one on this device.
    const kept = await keptAddresses(page);
    expect(kept.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);

    // A remote deployed alone: the open tab's next entry into it asks the server, finds
    // the new version and reloads into it (the deploy watch, shell/src/remotes/deploy-watch.ts).
    const second = redeployAssets(webRoot, 'returning-2');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Vendors', exact: true }).click();
    await expect(screenOf(page, 'vendors')).toBeVisible();
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => loadedEntries(page), { timeout: 30_000 }).toContain(second.entry);
    await expect(screenOf(page, 'assets')).toBeVisible();

    // Deployed again: a new visit starts from the kept remotes.json, refreshed meanwhile,
    // and the visit after that runs the new version.
    const third = redeployAssets(webRoot, 'returning-3');
    const visit = await context.newPage();
    await visit.goto('/assets');
    await expect(visit.locator(ROWS).first()).toBeVisible();
    expect(await loadedEntries(visit)).toContain(second.entry);
    await expect
      .poll(
        async () => {
          await visit.reload();
          await expect(visit.locator(ROWS).first()).toBeVisible();
          return loadedEntries(visit);
        },
        { timeout: 30_000 },
      )
      .toContain(third.entry);
    await context.close();
  });
});
