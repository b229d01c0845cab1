import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo@12345';

/** Logs in through the /login page and waits until the logged-in layout shows. */
export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
}

/** Fills and submits the login form that is on the page (page or modal). */
export async function fillLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
}

/** Collects the URLs of every request the page makes. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  return urls;
}

export async function expectScreenOf(page: Page, remote: string): Promise<void> {
  await expect(page.locator(`[data-testid="screen"][data-remote="${remote}"]`).first()).toBeVisible();
}
