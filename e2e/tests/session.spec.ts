import { expect, test } from '@playwright/test';
import { expectScreenChecks } from '../support/screen-checks';
import { expectScreenOf, fillLogin, login } from '../support/session';

test.describe('session and routing', () => {
  test('shows Loading... until the session check answers, then the public site', async ({
    page,
  }) => {
    // A stored token to check (without one there is nothing to wait for: a first-time
    // visitor of / gets the pre-rendered landing, see marketing.spec.ts).
    await page.addInitScript(() => localStorage.setItem('jwtToken', 'expired.session.token'));
    await page.route('**/api/auth/verify-token', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByText('Loading...')).toBeVisible();
    await expectScreenOf(page, 'marketing');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('admin logs in and lands in the product', async ({ page }) => {
    await login(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectScreenOf(page, 'assets');
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeTruthy();
  });

  test('a signed-in reload draws the frame and the page header from the served page, and the app takes over in place', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await login(page, 'admin@demo.test');
    await page.goto('/assets');
    await expectScreenOf(page, 'assets');
    // The app's start-up script is held back: what shows is the page the server sent.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    const frame = page.locator('#itam-frame');
    await expect(frame.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
    await expect(frame.getByText('Every asset of your company, page by page.')).toBeVisible();
    await expect(frame.getByRole('img', { name: 'Demo Corp' })).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    release();
    await expectScreenOf(page, 'assets');
    await expect(frame).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toHaveCount(1);
    expect(refused).toEqual([]);
    // Logging out forgets it: the next load of the page draws nothing before the app.
    await page.unroute(/\/main\.[0-9a-f]+\.js$/);
    await page.getByText('Log out', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('itam.frame'))).toBeNull();
  });

  test('a failed login shows the server text at the form and in the notification, and keeps the visitor logged out', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Password')).toBeVisible();
    await expectScreenChecks(page, 'login');
    await fillLogin(page, 'admin@demo.test', 'wrong-password');
    await expect(page.getByTestId('login-page-error')).toHaveText('Invalid email or password');
    await expectScreenChecks(page, 'login, refused');
    await expect(
      page.locator('.ant-notification').getByText('Invalid email or password'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
  });

  test('a protected path while logged out goes to / and back after login', async ({ page }) => {
    await page.goto('/assets');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/(\?.*)?$/);
    // The origin asked for opens the login dialog by itself; the header's 'Log in' hides
    // meanwhile (clicking it raced the dialog: it could be picked, then hidden, for good).
    await expect(page.getByRole('dialog', { name: 'Log in to your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await fillLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/assets$/);
    await expectScreenOf(page, 'assets');
  });

  test('an offsite redirect target is ignored after login', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.test%2Fx');
    await fillLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
  });

  test('logout clears the token and the server session', async ({ page }) => {
    await login(page, 'admin@demo.test');
    await expectScreenOf(page, 'assets');
    const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
    await page.getByText('Admin', { exact: false }).first().click();
    await page.getByText('Log out', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
    const res = await page.request.post('/api/auth/verify-token', {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(res.status()).toBe(401);
  });

  test('unknown paths show the not-found screen, logged out and logged in', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expectScreenChecks(page, 'not found');
    await login(page, 'admin@demo.test');
    await expectScreenOf(page, 'assets');
    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expectScreenChecks(page, 'not found');
  });
});

test.describe('subscription gate', () => {
  test('an expired subscription sees the expiry dialog', async ({ page }) => {
    await login(page, 'expired@demo.test');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Subscription Required')).toBeVisible();
    await expect(
      dialog.getByText('Subscription is expired please purchase subscription to continue.'),
    ).toBeVisible();
    await expectScreenChecks(page, 'subscription dialog');
    // Its administrator still takes the company's data out.
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download your data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^company-data-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a company that never subscribed sees the purchase dialog', async ({ page }) => {
    await login(page, 'unlicensed@demo.test');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Subscription Required')).toBeVisible();
    await expect(dialog.getByText('Please Purchase Subscription to continue.')).toBeVisible();
  });
});

test.describe('module and permission gating', () => {
  test('the incidents-only company never downloads the assets remote', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await login(page, 'incidents@demo.test');
    await page.goto('/incidents');
    await expectScreenOf(page, 'incidents');
    await page.goto('/assets');
    await expect(page.getByTestId('module-not-enabled')).toBeVisible();
    await expectScreenChecks(page, 'module not enabled');
    expect(requests.filter((u) => u.includes('/remotes/assets/'))).toEqual([]);
  });

  test('a viewer gets the 403 screen on a route the role may not use', async ({ page }) => {
    await login(page, 'viewer@demo.test');
    await page.goto('/assets');
    await expectScreenOf(page, 'assets');
    await page.goto('/assets/new');
    await expect(page.getByTestId('forbidden')).toBeVisible();
    await expectScreenChecks(page, 'forbidden');
  });
});
