/**
 * Who may sign in (issue 31): an administrator invites a staff member, who accepts and
 * lands on the first screen their role may use (not the public sales page, not a dashboard
 * that refuses them); the administrator deactivates them and their open session ends; a
 * revoked invitation's link says it was revoked.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { choose } from '../support/antd';
import { expectScreenChecks } from '../support/screen-checks';
import { expectScreenOf, login } from '../support/session';

const stamp = Date.now().toString(36).toLowerCase().slice(-6);
const PASSWORD = 'N3w!Password';

/** Invites `email` as `role` from admin setup; the one-time link shown. */
async function invite(page: Page, email: string, role: string): Promise<string> {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Invite' }) });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill('Kavya');
  await choose(page, form.getByLabel('Role'), role);
  await form.getByRole('button', { name: 'Invite' }).click();
  const link = page.getByRole('textbox', { name: 'Invitation link' });
  await expect(link).toHaveValue(/\/accept-invite\//);
  return link.inputValue();
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test.describe('user access', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an invitee lands where their role may work; deactivated, their session ends', async ({
    page,
    browser,
  }) => {
    await login(page, 'admin@demo.test');
    await page.goto('/account-settings/admin_setup');
    const email = `kavya-${stamp}@demo.test`;
    const link = await invite(page, email, 'Staff');

    // The invitee sets a password and lands on the service desk their role works in.
    const invitee = await freshPage(browser);
    await invitee.goto(link);
    await expectScreenOf(invitee, 'assets');
    await invitee.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await invitee.getByLabel('Repeat the new password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(invitee).toHaveURL(/\/incidents$/);
    await expectScreenOf(invitee, 'incidents');
    const menu = invitee.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Assets' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    // The administrator deactivates them, after saying what follows.
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `Deactivate ${email}` }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('every session of theirs ends at once');
    await expectScreenChecks(page, 'deactivate user');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row.getByText('Deactivated')).toBeVisible();

    // Their open session ends: the next load is signed out.
    await invitee.reload();
    await expect(invitee.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect.poll(() => invitee.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
    await invitee.context().close();
  });

  test('a revoked invitation’s link says it was revoked', async ({ page, browser }) => {
    await login(page, 'admin@demo.test');
    await page.goto('/account-settings/admin_setup');
    const email = `revoked-${stamp}@demo.test`;
    const link = await invite(page, email, 'Viewer');
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `Revoke the invitation of ${email}` }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Revoke' }).click();
    await expect(row.getByText(/^Revoked/)).toBeVisible();

    const holder = await freshPage(browser);
    await holder.goto(link);
    await expect(holder.getByText(/This invitation was revoked/)).toBeVisible();
    await expect(holder.getByLabel('New password', { exact: true })).toHaveCount(0);
    await holder.context().close();
  });
});
