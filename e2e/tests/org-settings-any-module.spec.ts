/**
 * The organisation's settings come with any module's subscription (issue 32), as their API
 * does (entitlement 'subscription'): the administrator of a company that bought only the
 * service desk (incidents@demo.test) opens account settings from the menu, invites a user
 * (the invitation is listed) and edits a role, at 1440 px, the settings screen passing the
 * screen checks (axe among them). What asset management's API serves stays out of that
 * company's reach: the diagnostics agent's view, the tag setup's label printer, the asset
 * screens in the menu.
 */
import { expect, test } from '@playwright/test';
import { choose } from '../support/antd';
import { expectScreenOf, login } from '../support/session';

const stamp = Date.now().toString(36).toLowerCase().slice(-6);

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('organisation settings without asset management', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the service desk admin invites a user and edits a role from account settings', async ({
    page,
  }) => {
    await login(page, 'incidents@demo.test');
    // Still lands on the service desk, not on the settings every company has.
    await expect(page).toHaveURL(/\/incidents$/);
    await expectScreenOf(page, 'incidents');

    // The menu offers the settings and branches, none of asset management's screens.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Company branches' })).toBeVisible();
    for (const name of ['Dashboard', 'Assets', 'Devices', 'In stock'])
      await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Account settings' }).click();
    await expect(page).toHaveURL(/\/account-settings\/presonal_information$/);
    // The pointer leaves the menu: at 390 px the settings' own list lies under it, hovered.
    await page.mouse.move(720, 890);
    await expectScreenOf(page, 'assets');

    // Every view of the organisation but the diagnostics agent (asset management's).
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    await expect(sections.getByRole('link')).toHaveText([
      'Personal information',
      'Company information',
      'Branches',
      'Employees',
      'Asset types',
      'Asset tag setup',
      'Purchase orders',
      'Admin setup',
      'Activity',
    ]);

    // Invite a user: the one-time link, and the invitation in the list.
    await sections.getByRole('link', { name: 'Admin setup' }).click();
    await expect(page).toHaveURL(/\/account-settings\/admin_setup$/);
    await page.mouse.move(720, 890);
    await expectScreenOf(page, 'assets');
    const email = `desk-${stamp}@demo.test`;
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Invite' }) });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('First name').fill('Kavya');
    await choose(page, form.getByLabel('Role'), 'Viewer');
    await form.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      /\/accept-invite\//,
    );
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

    // Edit a role: the viewer may now see tickets too.
    await page.getByRole('button', { name: 'Edit Viewer' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Edit role Viewer' });
    const ticketView = dialog.getByRole('checkbox', { name: 'Tickets: View' });
    await expect(ticketView).not.toBeChecked();
    await ticketView.check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await page.getByRole('button', { name: 'Edit Viewer' }).click();
    await expect(
      page
        .getByRole('dialog')
        .filter({ hasText: 'Edit role Viewer' })
        .getByRole('checkbox', { name: 'Tickets: View' }),
    ).toBeChecked();
  });

  test("asset management's parts of the settings are not offered", async ({ page }) => {
    await login(page, 'incidents@demo.test');
    await page.goto('/account-settings/download_agent');
    await expect(page.getByTestId('module-not-enabled')).toBeVisible();
    // Tag setup: the rules, not the label printer (it searches the asset register).
    await page.goto('/account-settings/asset_tag_setup');
    await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
    await expect(page.getByText('Tag rules').first()).toBeVisible();
    await expect(page.getByText('QR labels', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search assets' })).toHaveCount(0);
    // The tag link is asset management's.
    await page.goto('/url_redirect?tag=IR-000001');
    await expect(page.getByTestId('module-not-enabled')).toBeVisible();
  });
});
