import { expect, type Page } from '@playwright/test';
import { expectScreenChecks } from './screen-checks';

export const PASSWORD = 'Demo@12345';

/** Logs in through the /login page and waits until the session token is stored. */
export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwtToken'))).toBeTruthy();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Fills and submits the visible login form (the /login page or the modal). */
export async function fillLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  const form = page
    .locator('form')
    .filter({ has: page.getByLabel('Password') })
    .filter({ visible: true });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Collects the URLs of every request the page makes. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  return urls;
}

/**
 * Waits for a remote's screen, then runs the screen checks on it (axe at 1440 and 390 px,
 * no sideways scrolling and no overlapping header at 320, 390 and 1440 px: see
 * screen-checks.ts). Every journey that waits for a screen this way has it checked.
 */
export async function expectScreenOf(page: Page, remote: string): Promise<void> {
  await expect(
    page.locator(`[data-testid="screen"][data-remote="${remote}"]`).first(),
  ).toBeVisible();
  await expectScreenChecks(page, `${remote} screen`);
}
