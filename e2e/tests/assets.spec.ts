/**
 * The life of one asset in the browser (issue 4): an admin creates it, finds it by
 * filter, edits it, assigns it, audits it, changes its state, disposes of it through
 * Pending Disposal and sees each step in its activity; the column choice survives a
 * reload; a viewer sees no write buttons, and an asset's page read-only.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose } from '../support/antd';
import { expectScreenChecks } from '../support/screen-checks';
import { expectScreenOf, login } from '../support/session';

const stamp = Date.now().toString(36).toUpperCase();
const NAME = `E2E Laptop ${stamp}`;
const SERIAL = `E2E-SN-${stamp}`;

/**
 * Opens an antd Select by its label and picks the option with this text, until the select
 * shows it: a click that lands while a dialog is still moving into place can miss.
 */
/** The row of the asset list that carries `text`. */
function row(page: Page, text: string): Locator {
  return page.locator('.ant-table-row').filter({ hasText: text });
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

async function changeState(page: Page, state: string): Promise<void> {
  await page.getByTestId('screen').getByRole('button', { name: 'Change state' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Change the state of' });
  await expect(dialog).toBeVisible();
  await expectScreenChecks(page, 'change state dialog');
  await dialog.getByRole('radio', { name: new RegExp(`^${state}`) }).check();
  await dialog.getByRole('button', { name: 'Change state' }).click();
  await expect(page.getByText(`The asset is now ${state}`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('asset life cycle', () => {
  // Each screen, tab and dialog of the journey is also checked at three widths (screen-checks.ts).
  test.describe.configure({ timeout: 360_000 });

  test('an admin runs the whole life of an asset', async ({ page }) => {
    await login(page, 'admin@demo.test');

    // Create.
    await page.goto('/assets/new');
    await expectScreenOf(page, 'assets');
    await page.getByLabel('Name').fill(NAME);
    await choose(page, page.getByLabel('Asset type'), /.+/);
    await page.getByLabel('Serial number').fill(SERIAL);
    await page.getByLabel('Price').fill('85000');
    // The kit's date input: a day typed as the product writes days, taken when focus moves
    // on (Enter would also submit the form, as in a native date input).
    await page.getByLabel('Date of purchase').fill('1 Apr 2025');
    await page.getByLabel('Date of purchase').press('Tab');
    await page.getByLabel('Warranty end date').fill('31 Mar 2028');
    await page.getByLabel('Warranty end date').press('Tab');
    await expect(page.getByLabel('Date of purchase')).toHaveValue('1 Apr 2025');
    await expect(page.getByLabel('Warranty end date')).toHaveValue('31 Mar 2028');
    await page.getByRole('button', { name: 'Create asset' }).click();
    await expect(page).toHaveURL(/\/assets\/edit\/[0-9a-f-]{36}$/);
    const assetUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    // Every tab of its page, at every width.
    for (const tab of await page.getByRole('tab').allTextContents()) {
      await openTab(page, tab);
      await expectScreenChecks(page, `asset detail, ${tab} tab`);
    }
    await openTab(page, 'Details');

    // Find it by filter.
    await page.goto('/assets');
    await expectScreenOf(page, 'assets');
    await page.getByRole('textbox', { name: 'Search assets' }).fill(SERIAL);
    await expect(row(page, NAME)).toHaveCount(1);
    await expect(page.getByText('1 asset', { exact: true })).toBeVisible();

    // Edit it.
    await row(page, NAME).getByRole('link', { name: NAME, exact: true }).click();
    await expect(page).toHaveURL(assetUrl);
    await page.getByLabel('Vendor').fill('E2E Vendor');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();

    // Assign it.
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const assign = page.getByRole('dialog').filter({ hasText: `Assign ${NAME}` });
    await expect(assign).toBeVisible();
    await expectScreenChecks(page, 'assign dialog');
    await choose(page, assign.getByLabel('Employee'), /.+/);
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('The asset is now Assigned')).toBeVisible();
    await expect(page.locator('[data-state="ASSIGNED"]').first()).toBeVisible();

    // Audit it.
    await openTab(page, 'Audits');
    await page.getByLabel('Auditor').fill('E2E Auditor');
    await page.getByRole('button', { name: 'Record audit' }).click();
    await expect(page.getByRole('cell', { name: 'E2E Auditor' })).toBeVisible();

    // Change its state, then mark it for disposal.
    await changeState(page, 'Damaged');
    await changeState(page, 'Pending Disposal');

    // Dispose of it from the Pending Disposal list.
    await page.goto('/dispose-asset');
    await expectScreenOf(page, 'assets');
    await page.getByRole('textbox', { name: 'Search assets' }).fill(SERIAL);
    await row(page, NAME)
      .getByRole('button', { name: `Dispose of ${NAME}` })
      .click();
    const dispose = page.getByRole('dialog').filter({ hasText: `Dispose of ${NAME}` });
    await expect(dispose).toBeVisible();
    await expectScreenChecks(page, 'dispose dialog');
    await choose(page, dispose.getByLabel('Method'), 'Recycled');
    await dispose.getByLabel('Certificate number').fill(`CERT-${stamp}`);
    await dispose.getByRole('button', { name: 'Dispose', exact: true }).click();
    await expect(row(page, NAME)).toHaveCount(0);

    // Every step in its activity.
    await page.goto(assetUrl);
    await expect(page.locator('[data-state="DISPOSED"]').first()).toBeVisible();
    await openTab(page, 'Activity');
    const log = page.getByRole('list', { name: 'Activity' });
    // The asset is named with its tag when a tag rule gave it one: 'E2E Laptop X (DC-002006)'.
    const named = `${NAME}(?: \\([^)]+\\))?`;
    for (const step of [
      `added ${named}`,
      `edited ${named}`,
      `assigned ${named} to `,
      `audited ${named}: condition `,
      `changed ${named} from Damaged to Pending Disposal`,
      `disposed of ${named}`,
    ]) {
      await expect(log.getByText(new RegExp(step)).first()).toBeVisible();
    }
    await expect(log.getByText('Vendor: — → E2E Vendor').first()).toBeVisible();

    // And in the company's activity log, filtered to disposals, its name a link to it.
    await page.goto('/activity-info?action=dispose');
    await expectScreenOf(page, 'assets');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(`^${named}$`) })
      .first()
      .click();
    await expect(page).toHaveURL(assetUrl);
  });

  test('the column choice survives a reload', async ({ page }) => {
    await login(page, 'admin@demo.test');
    await page.goto('/assets');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Vendor' })).toHaveCount(0);
    await page.getByRole('button', { name: /Columns/ }).click();
    await page.getByRole('checkbox', { name: 'Vendor' }).check();
    await expect(page.getByRole('columnheader', { name: 'Vendor' })).toBeVisible();
    await page.reload();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Vendor' })).toBeVisible();
  });

  test('a viewer can look but sees no write buttons', async ({ page }) => {
    await login(page, 'viewer@demo.test');
    await page.goto('/assets');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'New asset' })).toHaveCount(0);
    await expect(page.locator('.ant-table-row').first().getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await page.goto('/assets/new');
    await expect(page.getByTestId('forbidden')).toBeVisible();
  });

  test('a viewer opens an asset read-only', async ({ page }) => {
    await login(page, 'viewer@demo.test');
    await page.goto('/assets');
    const first = page.locator('.ant-table-row').first().locator('a[href^="/assets/edit/"]');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/assets\/edit\/[0-9a-f-]{36}$/);
    await expectScreenOf(page, 'assets');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByLabel('Name')).toBeDisabled();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    for (const button of ['Save changes', 'Change state', 'Assign', 'Unassign', 'Dispose']) {
      await expect(page.getByRole('button', { name: button, exact: true })).toHaveCount(0);
    }
    // Only the tabs asset.view allows: no activity, audits, depreciation, images, comments.
    await expect(page.getByRole('tab')).toHaveText(['Details', 'Assignments']);
  });
});
