import { expect, test } from '@playwright/test';
import { expectScreenOf, login } from '../support/session';

test.describe('remotes loaded at runtime', () => {
  test('an unreachable remote shows the module error with Retry; the rest keeps working', async ({
    page,
  }) => {
    // The browser context's routes: they also hold for the app's service worker, which
    // fetches a remote's files for the page once it controls it.
    await page
      .context()
      .route('**/remotes/vendors/**', (route) => route.abort('connectionrefused'));
    await login(page, 'admin@demo.test');
    await expectScreenOf(page, 'assets');
    await page.goto('/vendor-list');
    await expect(page.getByTestId('module-error')).toBeVisible();
    await page.goto('/assets');
    await expectScreenOf(page, 'assets');
    await page.goto('/vendor-list');
    await expect(page.getByTestId('module-error')).toBeVisible();
    await page.context().unroute('**/remotes/vendors/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectScreenOf(page, 'vendors');
  });

  test('a remote that answers 404 is contained the same way', async ({ page }) => {
    await page
      .context()
      .route('**/remotes/shop/**/remoteEntry.js*', (route) =>
        route.fulfill({ status: 404, body: 'gone' }),
      );
    await login(page, 'admin@demo.test');
    await page.goto('/products');
    await expect(page.getByTestId('module-error')).toBeVisible();
    await page.goto('/incidents');
    await expectScreenOf(page, 'incidents');
  });

  test('shared libraries are loaded once whatever remotes load', async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push({ url: res.url(), body: await res.text().catch(() => '') });
    });
    await login(page, 'admin@demo.test');
    // The federation runtime's share scope: one loaded instance per shared module, on
    // every screen, and the libraries every screen uses loaded on each.
    const loadedShares = () =>
      page.evaluate(() => {
        type ShareInfo = Record<
          string,
          Record<string, { loaded?: boolean; lib?: unknown; from: string }>
        >;
        const share = (
          globalThis as unknown as {
            __FEDERATION__: { __SHARE__: Record<string, Record<string, ShareInfo>> };
          }
        ).__FEDERATION__.__SHARE__;
        const out: Record<string, string[]> = {};
        for (const scopes of Object.values(share)) {
          for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
            for (const [version, info] of Object.entries(versions)) {
              const id = `${version}@${info.from}`;
              const seen = (out[pkg] ??= []);
              if ((info.loaded || info.lib) && !seen.includes(id)) seen.push(id);
            }
          }
        }
        return out;
      });
    const everyScreen = ['react', 'react-dom', '@itam/shared/router', 'react-redux', 'i18next'];
    for (const [path, remote] of [
      ['/assets', 'assets'],
      ['/vendor-list', 'vendors'],
      ['/incidents', 'incidents'],
      ['/new-sign-off', 'exit-signoff'],
      ['/products', 'shop'],
      ['/scanner/qr-reader', 'scanner'],
    ] as const) {
      await page.goto(path);
      await expectScreenOf(page, remote);
      const loaded = await loadedShares();
      const copies = Object.fromEntries(Object.entries(loaded).filter(([, ids]) => ids.length > 0));
      for (const [pkg, ids] of Object.entries(copies))
        expect(ids, `${path} ${pkg}`).toHaveLength(1);
      for (const pkg of everyScreen) expect(copies[pkg], `${path} ${pkg}`).toHaveLength(1);
      // The asset list's table and tags come through the kit's antd entry.
      if (path === '/assets') expect(copies['@itam/shared/antd'], 'antd').toHaveLength(1);
    }
    // React's production builds carry its error-decoder URL; only one file may.
    const reactCopies = scripts.filter((s) => s.body.includes('react.dev/errors/'));
    expect(
      reactCopies.map((s) => new URL(s.url).pathname).filter((p) => p.startsWith('/remotes/')),
    ).toEqual([]);
  });

  test("antd's component styles come from the page's styles file, not built by the page", async ({
    page,
  }) => {
    await login(page, 'admin@demo.test');
    await page.goto('/assets');
    await expectScreenOf(page, 'assets');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const styles = await page.evaluate(() => ({
      files: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .map((link) => new URL(link.href).pathname)
        .filter((path) => /^\/antd\.[0-9a-f]{8}\.css$/.test(path)),
      // What antd's style engine wrote into the page: its theme's variables only.
      built: [...document.querySelectorAll('style[data-css-hash]')]
        .map((style) => style.textContent ?? '')
        .filter((css) => !css.startsWith('.css-var-')),
    }));
    expect(styles.files).toHaveLength(1);
    // The frame, the toolbar's selects and the table with its pagination and checkboxes: built
    // at runtime, each would be a `:where(.css-…).ant-…` element here.
    for (const component of ['layout', 'menu', 'btn', 'select', 'table', 'pagination', 'checkbox'])
      expect(
        styles.built.filter((css) => css.includes(`.ant-${component}{`)),
        component,
      ).toEqual([]);
  });
});
