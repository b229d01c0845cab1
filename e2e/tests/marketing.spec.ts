/**
 * The public site (issue 5): a visitor walks every public page without a console error
 * or a not-found screen, on a phone-sized screen; a new company registers and logs in;
 * the unlicensed demo company buys a subscription through the test gateway (a declined
 * payment first) and then opens /assets.
 */
import { expect, test, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { expectScreenOf, fillLogin, login, PASSWORD } from '../support/session';

/** The public pages the marketing remote serves to a visitor (SPEC.md section 2). */
const VISITOR_PATHS = [
  '/',
  '/az-management',
  '/eoi',
  '/eoi-submit',
  '/new-landing',
  '/landing1',
  '/landing2',
  '/onboarding/device-selection',
  '/onboarding/device-selection/latitude-3540',
  '/e-waste',
  '/contact-us',
  '/terms',
  '/privacy',
  '/incideneManagment',
  '/assetManagment',
  '/reporting',
  '/diagnosticTool',
  '/partner',
  '/pricing-new',
  '/pricing',
  '/itam/open-api/order/verify',
  '/faqs',
  '/payment-failed',
  '/confirm-shipping',
  '/get-started',
  '/register',
  '/refund-policy',
  '/about-us',
  '/idfc-connect',
  '/au-connect',
  '/register-asset-management',
  '/register-it-products',
  '/register-it-services',
  '/register-saas-products',
  '/register-incident-management',
  '/register-init',
  '/download-agent',
];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test.describe('the public site', () => {
  test('a visitor walks every public page on a phone: real content, no error, no not-found', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 375, height: 740 });
    // Page views are another feature's (and rate-limited per address): keep them out of this walk.
    await page.route('**/open-api/web-visited', (route) =>
      route.fulfill({ status: 200, json: { type: 'success' } }),
    );
    const errors = collectErrors(page);
    for (const path of VISITOR_PATHS) {
      await page.goto(path);
      await expectScreenOf(page, 'marketing');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, path).toBeVisible();
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page, path).toHaveTitle(/ \| ITAM$/);
      const facts = await page.evaluate(() => ({
        description:
          document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        h1: document.querySelector('h1')?.textContent ?? '',
      }));
      expect(facts.description.length, path).toBeGreaterThan(30);
      expect(facts.h1, path).not.toMatch(/^[a-z]+\.[a-zA-Z.]+$/);
      // Responsive: nothing wider than the phone screen.
      expect(facts.overflow, path).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
  });

  test('a first-time visitor gets / pre-rendered; the app starts on the first interaction and takes over in place', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    const visits: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (request.method() === 'POST' && request.url().endsWith('/open-api/web-visited'))
        visits.push((request.postDataJSON() as { visitorId: string }).visitorId);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Know every device/);
    await expect(page).toHaveTitle(/ \| ITAM$/);
    // Before any interaction: the visit is counted through the small beacon, and that is all.
    await expect.poll(() => visits.length).toBe(1);
    await page.waitForTimeout(500);
    expect(scripts).toEqual([expect.stringMatching(/^\/visit\.[0-9a-f]+\.js$/)]);
    await expect(page.locator('#itam-static')).toHaveCount(1);

    // A click on 'Log in' starts the app, which takes the page over and opens the dialog.
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('#itam-static')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(scripts.some((path) => /^\/main\.[0-9a-f]+\.js$/.test(path))).toBe(true);
    await fillLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The app did not count the same page load twice.
    expect(visits).toHaveLength(1);

    // The app's own visit call on the next load names the same visitor as the beacon did.
    await page.goto('/pricing');
    await expect.poll(() => visits.length, { timeout: 15_000 }).toBe(2);
    expect(visits[1]).toBe(visits[0]);
    expect(errors).toEqual([]);
  });

  test('the landing page speaks Hindi and moves through the site by keyboard', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('itam.language', 'hi'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /जानिए आपकी कंपनी का हर डिवाइस/,
    );
    await page.getByRole('navigation', { name: 'साइट' }).getByRole('link', { name: 'मूल्य' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId('price-asset-management')).toContainText('प्रति माह');
  });

  test('a new company registers (refused first: email taken, weak password) and logs in', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const email = `owner-${Date.now().toString(36)}@brightwave.test`;
    await page.goto('/get-started');
    await page.getByRole('link', { name: 'Start with Asset management' }).first().click();
    await expect(page).toHaveURL(/\/register-asset-management$/);
    await page.getByLabel('Company name').fill('Brightwave Labs');
    await page.getByRole('checkbox', { name: 'Incident management' }).check();
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Work email').fill('admin@demo.test');
    await page.getByLabel('Password').fill('Strong@Pass1');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Create company account' }).click();
    await expect(
      page.getByText(
        'An account with this email already exists. Log in instead, or use another email.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveValue('Brightwave Labs');

    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password').fill('weakpass');
    await page.getByRole('button', { name: 'Create company account' }).click();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Password').fill('Strong@Pass1');
    await page.getByRole('button', { name: 'Create company account' }).click();
    await expect(page.getByTestId('form-success')).toContainText(
      'Brightwave Labs is registered and you are its administrator.',
    );

    await page.getByRole('link', { name: 'Log in and choose a plan' }).click();
    await fillLogin(page, email, 'Strong@Pass1');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId('user-first-name')).toHaveText('Meera');
    // The company's own modules are what the order starts with.
    await expect(page.getByRole('checkbox', { name: 'Include Asset management' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Include Incident management' })).toBeChecked();
    // /contact is a members' page (the logged-in table).
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to the ITAM team');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    // A duplicate email is refused by the server (the expected 400 is logged by the browser).
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});

test.describe('buying a subscription', () => {
  // Buying changes the seeded unlicensed company, which other specs read: a server of our own.
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the unlicensed company is declined once, then pays through the test gateway and opens /assets', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const base = server.baseURL;
    await page.goto(`${base}/login`);
    await fillLogin(page, 'unlicensed@demo.test', PASSWORD);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('jwtToken'))).toBeTruthy();
    await page.goto(`${base}/assets`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Subscription Required')).toBeVisible();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    // Declined: the order fails and the buyer lands on /payment-failed.
    await expect(page.getByTestId('order-total')).toContainText('2 items');
    await page.getByRole('button', { name: 'Subscribe and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await expect(page).toHaveURL(/\/payment-failed\?reason=declined&order=OR-/);
    await expect(page.getByTestId('payment-failed')).toContainText('The payment was declined');

    // Approved: verified on return, and the subscription is live.
    await page.getByRole('link', { name: 'Choose a plan again' }).click();
    await page.getByRole('radio', { name: 'Yearly (2 months free)' }).check();
    await page.getByRole('button', { name: 'Subscribe and pay' }).click();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByTestId('payment-verified')).toContainText(
      'is paid. Your subscription is active until',
    );
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByRole('link', { name: 'Open ITAM' }).click();
    await expectScreenOf(page, 'assets');
    await page.goto(`${base}/assets`);
    await expectScreenOf(page, 'assets');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const licence = await page.evaluate(async () => {
      const res = await fetch('/api/auth/verify-token', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('jwtToken')}` },
      });
      return ((await res.json()) as { licenseCode: string }).licenseCode;
    });
    expect(licence).toBe('LICENSE_EXIST');
  });
});

test('the subscription dialog of the shared server still leads to pricing', async ({ page }) => {
  await login(page, 'expired@demo.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('button', { name: 'Subscribe and pay' })).toBeVisible();
});
