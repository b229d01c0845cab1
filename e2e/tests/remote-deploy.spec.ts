/**
 * A remote deployed alone, live, as a module team ships one: in a copy of the production
 * build served by a server of its own, the vendors remote is changed to use a new export of
 * the kit and to add a route of its own with a menu entry, and `pnpm build:remote vendors`
 * deploys it, once `pnpm kit:api` has recorded the new export (before, the deploy is
 * refused). The tab open before the deploy and a new tab both run the new remote and
 * its route with the shell that was built before (not rebuilt); `pnpm rollback:remote
 * vendors` then puts the previous version back.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { startOwnServer, type OwnServer } from '../support/own-server';
import {
  createDeployFixture,
  NEW_EXPORT_TEXT,
  NEW_MENU_LABEL,
  NEW_ROUTE,
  type DeployFixture,
} from '../support/remote-deploy-fixture';
import { login } from '../support/session';

/** Versions of `@itam/shared/remote` loaded in the page, and from which container. */
function loadedKitCopies(page: Page, key: string) {
  return page.evaluate((shareKey) => {
    type Versions = Record<string, { loaded?: boolean; lib?: unknown; from: string }>;
    const share = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const out = new Set<string>();
    for (const scopes of Object.values(share))
      for (const [version, info] of Object.entries(scopes.default?.[shareKey] ?? {}))
        if (info.loaded || info.lib) out.add(`${version}@${info.from}`);
    return [...out].sort();
  }, key);
}

const screenOf = (page: Page, remote: string) =>
  page.locator(`[data-testid="screen"][data-remote="${remote}"]`).first();

const shellFiles = (webRoot: string) =>
  fs
    .readdirSync(webRoot)
    .filter((name) => name.endsWith('.js') || name === 'index.html')
    .map((name) => `${name}:${fs.statSync(path.join(webRoot, name)).mtimeMs}`)
    .sort();

test.describe('a remote deployed alone', () => {
  let fixture: DeployFixture;
  let server: OwnServer;

  test.beforeAll(async () => {
    fixture = createDeployFixture();
    server = await startOwnServer(150_000, { webRoot: fixture.webRoot });
  });

  test.afterAll(async () => {
    await server?.stop();
    fixture?.remove();
  });

  test('runs its new kit code and new route in open and new tabs with the old shell; rollback returns', async ({
    browser,
  }) => {
    // One remote build from a cold cache on a loaded 2-core machine, plus the journeys.
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const open = await context.newPage();
    await login(open, 'admin@demo.test');
    await open.goto('/vendor-list');
    await expect(screenOf(open, 'vendors')).toBeVisible();
    const menu = open.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: NEW_MENU_LABEL })).toHaveCount(0);
    const shellBefore = shellFiles(fixture.webRoot);
    const entryBefore = JSON.parse(
      fs.readFileSync(path.join(fixture.webRoot, 'remotes.json'), 'utf8'),
    ).vendors as { version: string };

    // The kit gained an export its API report does not record: the deploy is refused
    // before anything is built, naming the command to run, and nothing changes.
    await expect(fixture.buildRemote()).rejects.toThrow(/Run `pnpm kit:api`/);
    expect(
      JSON.parse(fs.readFileSync(path.join(fixture.webRoot, 'remotes.json'), 'utf8')).vendors
        .version,
    ).toBe(entryBefore.version);
    await fixture.recordKitApi();
    expect(fixture.kitRemote.changed).not.toBe(fixture.kitRemote.shell);

    const started = Date.now();
    const output = await fixture.buildRemote();
    test.info().annotations.push({
      type: 'build:remote',
      description: `${((Date.now() - started) / 1000).toFixed(1)} s: ${output.trim().split('\n').pop()}`,
    });
    const entryAfter = JSON.parse(
      fs.readFileSync(path.join(fixture.webRoot, 'remotes.json'), 'utf8'),
    ).vendors as { version: string; entry: string };
    expect(entryAfter.version).not.toBe(entryBefore.version);
    expect(entryAfter.entry).toBe(`/remotes/vendors/${entryAfter.version}/remoteEntry.js`);
    // The previous version's files stay for tabs opened before the swap.
    expect(fs.existsSync(path.join(fixture.webRoot, 'remotes/vendors', entryBefore.version))).toBe(
      true,
    );
    expect(shellFiles(fixture.webRoot)).toEqual(shellBefore);

    // The open tab: entering another remote reads remotes.json again, and the menu grows.
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(screenOf(open, 'assets')).toBeVisible();
    await menu.getByRole('link', { name: NEW_MENU_LABEL }).click();
    await expect(open).toHaveURL(new RegExp(`${NEW_ROUTE}$`));
    await expect(open.getByTestId('deploy-note')).toHaveText(NEW_EXPORT_TEXT);
    // The shell's kit lacks the new export: the remote loaded its own copy of that entry.
    const { shell, changed } = fixture.kitRemote;
    expect(await loadedKitCopies(open, '@itam/shared/remote')).toEqual(
      [`${shell}@shell`, `${changed}@mf_vendors`].sort(),
    );

    // A new tab runs it from the start.
    const fresh = await context.newPage();
    await fresh.goto(NEW_ROUTE);
    await expect(fresh.getByTestId('deploy-note')).toHaveText(NEW_EXPORT_TEXT);
    await expect(
      fresh
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: NEW_MENU_LABEL }),
    ).toBeVisible();

    // Rolled back: the open tab's next navigation into vendors runs the previous version.
    await fixture.rollback();
    const rolledBack = JSON.parse(
      fs.readFileSync(path.join(fixture.webRoot, 'remotes.json'), 'utf8'),
    ).vendors as { version: string };
    expect(rolledBack.version).toBe(entryBefore.version);
    await fresh
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(screenOf(fresh, 'assets')).toBeVisible();
    await fresh
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Vendors', exact: true })
      .click();
    await expect(screenOf(fresh, 'vendors')).toBeVisible();
    await expect(
      fresh
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: NEW_MENU_LABEL }),
    ).toHaveCount(0);
    await fresh.goto(NEW_ROUTE);
    await expect(fresh.getByTestId('not-found')).toBeVisible();
    await context.close();
  });
});
