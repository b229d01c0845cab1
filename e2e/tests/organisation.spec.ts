/**
 * An administrator sets up the organisation in the browser (issue 16): a branch, 20
 * employees imported from a CSV with two bad rows (the dry run names them and nothing is
 * written; the fixed file imports), a tag rule, a purchase order received into stock,
 * its assets tagged by the rule in /assets, their QR labels as a PDF (from the order, the
 * asset list's selection and the asset's page), and a scanned tag opened through /url_redirect.
 * Then every settings screen of the product, each view of /account-settings with its
 * sub-pages and each settings tab, passes the screen checks at 1440, 390 and 320 px
 * (issue 31): nothing scrolls the page sideways, tables scroll in a region of their own.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose } from '../support/antd';
import { expectScreenChecks } from '../support/screen-checks';
import { expectScreenOf, login } from '../support/session';

const stamp = Date.now().toString(36).toUpperCase().slice(-5);
const BRANCH_ID = `BR-E${stamp}`;
const BRANCH = `E2E Branch ${stamp}`;
const PREFIX = `E${stamp}`;
const ORDER = `PO-E2E-${stamp}`;

/** A CSV of 20 new employees; `bad` rows carry an unknown branch or an email that is not one. */
function employeesCsv(bad: boolean): string {
  const lines = ['Employee ID,Name,Email,Department,Branch,Manager,Joining date'];
  for (let i = 1; i <= 20; i += 1) {
    const branch = bad && i === 7 ? 'BR-NOWHERE' : BRANCH_ID;
    const email = bad && i === 13 ? 'not-an-email' : `e2e-${stamp.toLowerCase()}-${i}@demo.test`;
    const manager = i > 1 ? `E2E-${stamp}-1` : '';
    lines.push(
      `E2E-${stamp}-${i},E2E Person ${i},${email},IT,${branch},${manager},2024-03-0${(i % 9) + 1}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Opens an antd Select by its label and picks an option, until the select shows it. */
async function chooseCsv(dialog: Locator, name: string, text: string): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
  await expect(dialog.getByText(`File: ${name}`)).toBeVisible();
}

/** Clicks `button` and expects the label sheet: a PDF named asset-labels.pdf. */
async function expectLabels(page: Page, button: Locator): Promise<void> {
  const download = page.waitForEvent('download');
  await button.click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('asset-labels.pdf');
  const chunks: Buffer[] = [];
  for await (const chunk of (await pdf.createReadStream())!) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test.describe('organisation settings', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an administrator sets a company up: branch, employees, tag rule, order, labels', async ({
    page,
  }) => {
    await login(page, 'admin@demo.test');

    // A branch.
    await page.goto('/account-settings/company_branches');
    await expect(page.getByRole('navigation', { name: 'Settings sections' })).toBeVisible();
    await page.getByRole('button', { name: 'Add branch' }).click();
    const branchDialog = page.getByRole('dialog').filter({ hasText: 'Add branch' });
    await branchDialog.getByLabel('Branch id').fill(BRANCH_ID);
    await branchDialog.getByLabel('Name').fill(BRANCH);
    await branchDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: BRANCH, exact: true })).toBeVisible();

    // 20 employees from a CSV with two bad rows: the check names them and writes nothing.
    await page.goto('/account-settings/employee_setup');
    await page.getByRole('button', { name: 'Import' }).click();
    const importDialog = page.getByRole('dialog').filter({ hasText: 'Import employees' });
    await chooseCsv(importDialog, 'employees.csv', employeesCsv(true));
    await expect(importDialog.getByText('Map the columns (20 rows)')).toBeVisible();
    await importDialog.getByRole('button', { name: 'Check (dry run)' }).click();
    await expect(importDialog.getByText('2 rows have problems')).toBeVisible();
    await expect(importDialog.getByText('No branch with id BR-NOWHERE')).toBeVisible();
    await expect(importDialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    // Fixed, chosen again, checked again, imported.
    await chooseCsv(importDialog, 'employees-fixed.csv', employeesCsv(false));
    await importDialog.getByRole('button', { name: 'Check (dry run)' }).click();
    await expect(importDialog.getByText(/The check found no problems: 20 to create/)).toBeVisible();
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importDialog.getByText('Imported: 20 created, 0 updated.')).toBeVisible();
    await importDialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('searchbox', { name: 'Search by id, name or email' })
      .fill(`E2E-${stamp}-13`);
    await page.getByRole('searchbox', { name: 'Search by id, name or email' }).press('Enter');
    await expect(page.getByRole('cell', { name: 'E2E Person 13', exact: true })).toBeVisible();

    // A tag rule for laptops delivered to the new branch, with the next tag previewed.
    await page.goto('/account-settings/asset_tag_setup/tag-setup');
    await page.getByRole('button', { name: 'Add tag rule' }).click();
    const ruleDialog = page.getByRole('dialog').filter({ hasText: 'Add tag rule' });
    await choose(page, ruleDialog.getByLabel('Asset type'), 'Laptop');
    await choose(page, ruleDialog.getByLabel('Branch'), BRANCH);
    await ruleDialog.getByLabel('Prefix').fill(PREFIX);
    await ruleDialog.getByLabel('Digits').fill('3');
    await expect(ruleDialog.getByTestId('tag-preview')).toHaveText(`${PREFIX}-001`);
    await ruleDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: `${PREFIX}-001` })).toBeVisible();

    // A purchase order of two laptops for the branch, received.
    await page.goto('/account-settings/purchase_order/create-po');
    await page.getByLabel('Order number').fill(ORDER);
    await page.getByLabel('Vendor', { exact: true }).fill('Redington India');
    await choose(page, page.getByLabel('Deliver to branch'), BRANCH);
    await choose(page, page.getByLabel('Asset type'), 'Laptop');
    await page.getByLabel('Model').fill('Dell Latitude 7450');
    await page.getByLabel('Quantity').fill('2');
    await page.getByLabel('Unit price').fill('91000');
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(page).toHaveURL(/\/account-settings\/purchase_order$/);
    await page.getByRole('button', { name: ORDER }).click();
    const orderDialog = page.getByRole('dialog').filter({ hasText: `Purchase order ${ORDER}` });
    await orderDialog.getByLabel('Receive how many Dell Latitude 7450').fill('2');
    await orderDialog.getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(orderDialog.getByText('2 assets received')).toBeVisible();
    const received = orderDialog.getByRole('list', { name: 'Assets received on this order' });
    await expect(received).toContainText(`${PREFIX}-001`);
    await expect(received).toContainText(`${PREFIX}-002`);

    // Their labels: a PDF comes back.
    await expectLabels(page, orderDialog.getByRole('button', { name: 'Print 2 labels' }));

    // In /assets, in stock, tagged by the rule; their labels again, chosen in the list.
    await page.goto(`/assets?search=${encodeURIComponent(`${PREFIX}-00`)}`);
    const rows = page.locator('.ant-table-row').filter({ hasText: 'Dell Latitude 7450' });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await row.getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Actions on the selected assets' });
    await expectLabels(page, bar.getByRole('button', { name: 'Print 2 labels' }));

    // A scanned label opens its asset.
    await page.goto(`/url_redirect?tag=${PREFIX}-001`);
    await expect(page).toHaveURL(/\/assets\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dell Latitude 7450' })).toBeVisible();
    // Its own label, from its page.
    await expectLabels(page, page.getByRole('button', { name: 'Print label' }));
    await page.goto('/url_redirect?tag=NO-SUCH-TAG');
    // A fresh start of the app (the shell, the session check, the remote) before the answer.
    await expect(page.getByText('No asset of your company has the tag NO-SUCH-TAG')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('textbox', { name: 'Search assets' })).toHaveValue('NO-SUCH-TAG');
  });
});

/** The views of /account-settings, in the side list's order (SETTINGS_VIEWS of the kit). */
const SETTINGS_VIEWS = [
  'presonal_information',
  'company_information',
  'company_branches',
  'employee_setup',
  'asset_types',
  'asset_tag_setup',
  'purchase_order',
  'admin_setup',
  'activity',
  'download_agent',
];

/** Opens a settings address and runs the screen checks on the remote's screen. */
async function checkScreen(page: Page, address: string, remote: string): Promise<void> {
  await page.goto(address);
  await expectScreenOf(page, remote);
}

test.describe('every settings screen fits a desktop, a phone and a 320 px window', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the side list of /account-settings names every view', async ({ page }) => {
    await login(page, 'admin@demo.test');
    await page.goto('/account-settings');
    const links = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link');
    await expect(links).toHaveCount(SETTINGS_VIEWS.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      SETTINGS_VIEWS.map((view) => `/account-settings/${view}`),
    );
  });

  for (const address of [
    ...SETTINGS_VIEWS.map((view) => `/account-settings/${view}`),
    '/account-settings/asset_tag_setup/tag-setup',
    '/account-settings/purchase_order/create-po',
    '/company-branches',
  ])
    test(address, async ({ page }) => {
      await login(page, 'admin@demo.test');
      await checkScreen(page, address, 'assets');
    });

  test('/product, both tabs', async ({ page }) => {
    await login(page, 'admin@demo.test');
    await checkScreen(page, '/product', 'shop');
    await page.getByRole('tab', { name: 'Shop settings' }).click();
    await expect(page).toHaveURL(/tab=settings/);
    await expectScreenChecks(page, 'shop settings tab');
  });

  test('/exit-responses, both tabs', async ({ page }) => {
    await login(page, 'admin@demo.test');
    await checkScreen(page, '/exit-responses', 'exit-signoff');
    await page.getByRole('tab', { name: 'Departments' }).click();
    await expect(page).toHaveURL(/tab=departments/);
    await expectScreenChecks(page, 'exit departments tab');
  });
});
