/**
 * The Content-Security-Policy in Chromium (issue 13): the pre-rendered landing, the app
 * taking it over, the login page and a signed-in /dashboard and /assets load without a
 * single policy violation; a script, an event handler or a stylesheet injected into the
 * page does not run or apply. The policy itself is tested in api/test/csp.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectScreenOf, login } from '../support/session';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/**
 * Every violation in every page and frame this test opens, as their own
 * `securitypolicyviolation` events report them (listening before any of their scripts run).
 */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__cspViolation', (v: Violation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (v: unknown) => void }).__cspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        page: location.pathname,
      }),
    );
  });
  return violations;
}

/** Injects an inline script, an inline event handler and an inline stylesheet: what ran? */
function inject(page: Page) {
  return page.evaluate(async () => {
    const w = window as unknown as { __injected?: string[] };
    w.__injected = [];
    const script = document.createElement('script');
    script.textContent = 'window.__injected.push("script")';
    document.body.appendChild(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.__injected.push(\'handler\')">';
    document.body.appendChild(holder);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red !important; }';
    document.head.appendChild(style);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const styled = getComputedStyle(document.body).outlineWidth === '7px';
    holder.remove();
    style.remove();
    return { ran: w.__injected, styled };
  });
}

async function expectInjectionBlocked(page: Page, violations: Violation[]): Promise<void> {
  const before = violations.length;
  expect(await inject(page)).toEqual({ ran: [], styled: false });
  // Refused, and each refusal reported: the script, the handler and the stylesheet.
  await expect
    .poll(() =>
      violations
        .slice(before)
        .map((v) => v.directive)
        .sort(),
    )
    .toEqual(['script-src-attr', 'script-src-elem', 'style-src-elem']);
  violations.splice(before);
}

test.describe('Content-Security-Policy', () => {
  test('the landing, and the app taking it over, load without a violation; an injected script does not run', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const visit = page.waitForRequest((r) => r.url().endsWith('/open-api/web-visited'));
    await page.goto('/');
    await expect(page.locator('#itam-static')).toBeVisible();
    // The beacon (a script the inline loader adds) sends the visit.
    await visit;
    expect(violations).toEqual([]);
    await expectInjectionBlocked(page, violations);

    // The first interaction starts the app, which renders its own styles and takes over.
    await page.mouse.move(40, 40);
    await expectScreenOf(page, 'marketing');
    await expect(page.locator('#itam-static')).toHaveCount(0);
    await page.goto('/pricing');
    await expectScreenOf(page, 'marketing');
    expect(violations).toEqual([]);
  });

  test('the login page and a signed-in /dashboard and /assets load without a violation', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto('/login');
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(violations).toEqual([]);

    await login(page, 'admin@demo.test');
    await page.goto('/dashboard');
    await expectScreenOf(page, 'assets');
    await page.goto('/assets');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    // A dialog: antd's styles for it, and the page's scroll lock while it is open.
    await page.goto('/in-stock');
    await page.locator('.ant-table-row').first().getByRole('link').first().click();
    await page.getByTestId('screen').getByRole('button', { name: 'Change state' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(violations).toEqual([]);
    await expectInjectionBlocked(page, violations);
  });
});
