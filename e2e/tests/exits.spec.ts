/**
 * An employee's exit in the browser (issue 19): HR starts the exit of an employee holding
 * two assets; IT's head returns one by its tag and transfers the other to a successor and
 * signs IT's part; Finance's head, HR and the administrator sign theirs; the authority
 * draws a signature on the pad with the mouse, which produces the clearance certificate,
 * and downloads the PDF; the two assets show in /assets in stock and with the successor.
 * Each person has a browser context of their own. The leaver, the successor and the two
 * assets handed to the leaver are set up through the API first.
 *
 * The seeded leaver (leaver@demo.test) opens their own exit at /my-exit, the link HR sends
 * them, and answers the interview once (before HR's journey, which records another exit's);
 * last, HR adds a department to the list every new exit takes, and the next exit has it
 * (after the first journey started its exit, whose departments sign it).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { choose } from '../support/antd';
import { expectScreenChecks } from '../support/screen-checks';
import { expectScreenOf, login } from '../support/session';

const stamp = Date.now().toString(36).toUpperCase();
const LEAVER = { code: `EXL-${stamp}`, name: `E2E Leaver ${stamp}` };
const SUCCESSOR = { code: `EXS-${stamp}`, name: `E2E Successor ${stamp}` };
const LEAVER_HEADING = `${LEAVER.name} (${LEAVER.code})`;

interface StockAsset {
  _id: string;
  name: string;
  tag: string | null;
}

/** A day two months on, as the date input reads it ('24 Jan 2027'). */
function twoMonthsOn(): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 10));
  const month = day.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`;
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return page;
}

/** The API as the signed-in page's user (set-up only). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'itam-web' },
    data,
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The leaver's exit on a department sign-off page: its section, named by the employee. */
const exitSection = (page: Page) => page.getByRole('region', { name: LEAVER_HEADING });

/** Signs `department`'s part of the leaver's exit on /department-sign-off. */
async function signPart(page: Page, department: string, comment: string): Promise<void> {
  await page.goto('/department-sign-off');
  await expectScreenOf(page, 'exit-signoff');
  const part = exitSection(page).getByRole('group', { name: `${department}'s part` });
  await part.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await part.getByRole('button', { name: `Sign for ${department}` }).click();
  await expect(page).toHaveURL(/\/sign-off-suceess$/);
  await expect(page.getByText(`${department} signed the exit of ${LEAVER.name}.`)).toBeVisible();
  await expectScreenOf(page, 'exit-signoff');
}

test.describe('employee exits', () => {
  test.describe.configure({ timeout: 480_000 });

  test('an exit brings both assets back: one returned by its tag, one transferred, then the signed certificate', async ({
    browser,
  }) => {
    // Set-up: a leaver holding two tagged assets from stock (none reserved for a joiner), and a successor.
    const admin = await signedIn(browser, 'admin@demo.test');
    const leaver = await api<{ employee: { _id: string } }>(admin, 'POST', '/company/employees', {
      code: LEAVER.code,
      name: LEAVER.name,
    });
    await api(admin, 'POST', '/company/employees', { code: SUCCESSOR.code, name: SUCCESSOR.name });
    const reserved = await api<{ onboardings: { assets: { _id: string }[] }[] }>(
      admin,
      'GET',
      '/onboardings?limit=100',
    );
    const taken = new Set(reserved.onboardings.flatMap((o) => o.assets.map((a) => a._id)));
    const stock = await api<{ assets: StockAsset[] }>(
      admin,
      'GET',
      '/assets/get-assets?state=IN_INVENTORY&limit=100',
    );
    // Two tagged ones the register lets us hand over (an asset reserved elsewhere is refused).
    const today = new Date().toISOString().slice(0, 10);
    const token = await admin.evaluate(() => localStorage.getItem('jwtToken'));
    const handed: StockAsset[] = [];
    for (const asset of stock.assets.filter((a) => a.tag && !taken.has(a._id))) {
      if (handed.length === 2) break;
      const res = await admin.request.post(`/api/assets/${asset._id}/assign`, {
        headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'itam-web' },
        data: { employeeId: leaver.employee._id, date: today },
      });
      if (res.ok()) handed.push(asset);
    }
    expect(handed, 'two tagged assets handed to the leaver').toHaveLength(2);
    const [returned, transferred] = handed;

    // HR starts the exit: the employee's two assets are listed at once.
    const hr = await signedIn(browser, 'hr@demo.test');
    await hr.goto('/new-sign-off');
    await expectScreenOf(hr, 'exit-signoff');
    const employee = hr.getByRole('combobox', { name: 'Leaving employee' });
    await employee.fill(LEAVER.code);
    await choose(hr, employee, LEAVER.name);
    await hr.getByRole('textbox', { name: 'Last working day' }).fill(twoMonthsOn());
    await hr.getByRole('textbox', { name: 'Last working day' }).press('Tab');
    await hr.getByRole('textbox', { name: 'Reason for leaving' }).fill('Relocating abroad');
    await hr.getByRole('button', { name: 'Start exit' }).click();
    await expect(hr.getByText(`Exit started for ${LEAVER.name}`)).toBeVisible();
    const held = hr.getByRole('region', { name: 'Assets held' });
    for (const asset of [returned!, transferred!])
      await expect(held.getByText(asset.tag!, { exact: true })).toBeVisible();
    await expect(held.getByText('Pending return')).toHaveCount(2);

    // IT's head returns one by its tag (condition, data wipe), transfers the other, and signs.
    const it = await signedIn(browser, 'it-head@demo.test');
    await it.goto('/department-sign-off');
    await expectScreenOf(it, 'exit-signoff');
    const itPart = exitSection(it).getByRole('group', { name: "IT's part" });
    await expect(itPart.getByRole('button', { name: 'Sign for IT' })).toBeDisabled();
    const back = itPart.getByRole('form', { name: `Recover ${returned!.name} (${returned!.tag})` });
    await back.getByRole('radio', { name: 'Good' }).check();
    await back.getByRole('textbox', { name: 'Tag (type or scan)' }).fill(returned!.tag!);
    await back.getByRole('checkbox', { name: 'The data was wiped' }).check();
    await back.getByRole('button', { name: 'Record' }).click();
    await expect(itPart.getByText(`Tag checked: ${returned!.tag}`, { exact: false })).toBeVisible();
    const handOver = itPart.getByRole('form', {
      name: `Recover ${transferred!.name} (${transferred!.tag})`,
    });
    await handOver.getByRole('radio', { name: 'Transferred' }).check();
    const successor = handOver.getByRole('combobox', { name: 'Successor' });
    await successor.fill(SUCCESSOR.code);
    await choose(it, successor, SUCCESSOR.name);
    await handOver.getByRole('button', { name: 'Record' }).click();
    await expect(itPart.getByText(`To ${SUCCESSOR.name}`)).toBeVisible();
    await itPart.getByRole('textbox', { name: 'Comment' }).fill('Laptop wiped, phone handed over');
    await itPart.getByRole('button', { name: 'Sign for IT' }).click();
    await expect(it).toHaveURL(/\/sign-off-suceess$/);
    await expectScreenOf(it, 'exit-signoff');

    // Finance and HR sign their parts; the administrator signs Administration's.
    const finance = await signedIn(browser, 'finance-head@demo.test');
    await signPart(finance, 'Finance', 'No dues');
    await signPart(hr, 'HR', 'Documents handed over');
    await signPart(admin, 'Administration', 'ID card returned');

    // The authority draws a signature with the mouse and signs: the certificate is produced.
    await admin.goto('/authority-sign');
    await expectScreenOf(admin, 'exit-signoff');
    await exitSection(admin)
      .getByRole('button', { name: `Sign the clearance of ${LEAVER.name}` })
      .click();
    const clearance = admin.getByRole('form', { name: `Clearance of ${LEAVER.name}` });
    const pad = clearance.getByRole('img', { name: 'Signature pad' });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await admin.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await admin.mouse.down();
    for (const [x, y] of [
      [0.2, 0.3],
      [0.35, 0.75],
      [0.5, 0.25],
      [0.65, 0.7],
      [0.85, 0.35],
    ] as const)
      await admin.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
    await admin.mouse.up();
    await expect(
      clearance.getByRole('textbox', { name: 'Or type your name to sign' }),
    ).toBeDisabled();
    await clearance.getByRole('button', { name: 'Sign and issue the certificate' }).click();
    await expect(admin).toHaveURL(/\/thanks-for-signing$/);
    await expect(admin.getByText(`${LEAVER.name}'s exit is complete.`)).toBeVisible();
    await expectScreenOf(admin, 'exit-signoff');

    // The certificate PDF downloads.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download the certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^clearance-certificate-e2e-leaver-.+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The exit in full: completed, both outcomes, every department signed.
    await admin.getByRole('link', { name: 'Open the exit' }).click();
    await expect(admin).toHaveURL(new RegExp(`/exit-employees/${leaver.employee._id}$`));
    await expectScreenOf(admin, 'exit-signoff');
    await expect(admin.getByText('Completed', { exact: true }).first()).toBeVisible();
    const outcomes = admin.getByRole('region', { name: 'Assets held' });
    await expect(outcomes.getByText('Returned', { exact: true })).toBeVisible();
    await expect(outcomes.getByText('Transferred', { exact: true })).toBeVisible();
    await expect(admin.getByText('Not signed yet')).toHaveCount(0);

    // The assets follow: one back in stock with no holder, the other with the successor.
    await admin.goto('/assets');
    await expectScreenOf(admin, 'assets');
    const search = admin.getByRole('textbox', { name: 'Search assets' });
    const row = (tag: string) => admin.locator('.ant-table-row').filter({ hasText: tag }).first();
    await search.fill(returned!.tag!);
    await expect(row(returned!.tag!).locator('[data-state="IN_INVENTORY"]')).toBeVisible();
    await expect(row(returned!.tag!)).not.toContainText(LEAVER.name);
    await search.fill(transferred!.tag!);
    await expect(row(transferred!.tag!).locator('[data-state="ASSIGNED"]')).toBeVisible();
    await expect(row(transferred!.tag!)).toContainText(SUCCESSOR.name);

    for (const page of [admin, hr, it, finance]) await page.context().close();
  });

  test('the leaving employee opens their own exit from its link and answers the interview once', async ({
    browser,
  }) => {
    // The seeded exit in progress is leaver@demo.test's (Staff, no exit permission); the
    // menu offers no "My exit": HR sends them the link to /my-exit.
    const leaver = await signedIn(browser, 'leaver@demo.test');
    await expect(leaver).not.toHaveURL(/\/my-exit/);
    await expect(leaver.getByRole('link', { name: 'My exit' })).toHaveCount(0);
    await leaver.goto('/my-exit');
    await expect(leaver).toHaveURL(/\/exit-employees\/[0-9a-f-]{36}$/);
    await expectScreenOf(leaver, 'exit-signoff');
    await expect(leaver.getByRole('heading', { name: 'Your exit', level: 2 })).toBeVisible();
    await expect(
      leaver.getByRole('heading', { name: 'What you hold and must return' }),
    ).toBeVisible();
    await expect(leaver.getByRole('list', { name: 'What you hold and must return' })).toBeVisible();
    await expect(leaver.getByText('IT: waiting to sign')).toBeVisible();

    const interview = leaver.getByRole('form', { name: 'Exit interview' });
    await interview.getByRole('textbox', { name: 'Why are you leaving?' }).fill('Moving to Pune');
    await interview
      .getByRole('group', { name: /rate working here/ })
      .getByRole('radio', { name: '5' })
      .check();
    await interview
      .getByRole('group', { name: /recommend us/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await interview
      .getByRole('group', { name: /come back/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await expectScreenChecks(leaver, 'my exit, the interview filled in');
    await interview.getByRole('button', { name: 'Save the answers' }).click();

    // Read-only from now on, also after a reload.
    await expect(leaver.getByText(/^You sent your answers on /)).toBeVisible();
    await expect(interview).toHaveCount(0);
    await expect(leaver.getByText('Moving to Pune')).toBeVisible();
    await expect(leaver.getByText('5 of 5')).toBeVisible();
    await expectScreenChecks(leaver, 'my exit, the interview answered');
    await leaver.reload();
    await expectScreenOf(leaver, 'exit-signoff');
    await expect(leaver.getByText(/^You sent your answers on /)).toBeVisible();
    await expect(leaver.getByRole('button', { name: 'Save the answers' })).toHaveCount(0);
    await leaver.context().close();
  });

  test('HR reads the exit responses, records an interview and reserves stock for a joiner', async ({
    browser,
  }) => {
    const admin = await signedIn(browser, 'admin@demo.test');
    const joiner = { code: `EXJ-${stamp}`, name: `E2E Joiner ${stamp}` };
    await api(admin, 'POST', '/company/employees', joiner);
    await admin.context().close();

    // Every exit, filtered by status in the URL: the seeded completed one has its interview.
    const hr = await signedIn(browser, 'hr@demo.test');
    await hr.goto('/exit-responses');
    await expectScreenOf(hr, 'exit-signoff');
    await choose(hr, hr.getByRole('combobox', { name: 'Status' }), 'Completed');
    await expect(hr).toHaveURL(/status=completed/);
    // The seeded completed exit, its interview answered (4 of 5).
    const completed = hr.locator('.ant-table-row').filter({ hasText: 'of 5' }).first();
    await expect(completed).toContainText('Completed');
    await completed.getByRole('button', { name: /expand/i }).click();
    await expect(hr.getByText('Would you come back?')).toBeVisible();
    await expectScreenChecks(hr, 'exit responses, an interview opened');

    // HR records the interview of an exit in progress.
    await choose(hr, hr.getByRole('combobox', { name: 'Status' }), 'In progress');
    const open = hr.locator('.ant-table-row').filter({ hasText: 'Not answered' }).first();
    await open.getByRole('link').first().click();
    await expect(hr).toHaveURL(/\/exit-employees\/[0-9a-f-]{36}$/);
    await expectScreenOf(hr, 'exit-signoff');
    await hr.getByRole('button', { name: 'Record the answers' }).click();
    const interview = hr.getByRole('form', { name: 'Exit interview' });
    await interview.getByRole('textbox', { name: 'Why are you leaving?' }).fill('A new city');
    await interview
      .getByRole('group', { name: /rate working here/ })
      .getByRole('radio', { name: '4' })
      .check();
    await interview
      .getByRole('group', { name: /recommend us/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await interview
      .getByRole('group', { name: /come back/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await expectScreenChecks(hr, 'exit interview form');
    await interview.getByRole('button', { name: 'Save the answers' }).click();
    await expect(hr.getByText('4 of 5')).toBeVisible();

    // A joiner's onboarding reserves an asset in stock for a week on.
    await hr.goto('/pre-employee-onboarding');
    await expectScreenOf(hr, 'exit-signoff');
    const who = hr.getByRole('combobox', { name: 'Joiner' });
    await who.fill(joiner.code);
    await choose(hr, who, joiner.name);
    const weekOn = new Date(Date.now() + 7 * 86_400_000);
    const typed = `${weekOn.getUTCDate()} ${weekOn.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${weekOn.getUTCFullYear()}`;
    await hr.getByRole('textbox', { name: 'Joining date' }).fill(typed);
    await hr.getByRole('textbox', { name: 'Joining date' }).press('Tab');
    // The first asset in stock, then found by its tag and taken with Enter, as a keyboard
    // user does: a pick that does not depend on where the dropdown lies. (A multiple select
    // stays open after a pick: choose() is for single ones.)
    const stock = hr.getByRole('combobox', { name: 'Assets in stock' });
    await stock.click();
    const options = hr.locator('.ant-select-dropdown:visible .ant-select-item-option');
    const picked = (await options.first().innerText()).trim();
    const tag = /\(([^()]+)\)$/.exec(picked)?.[1];
    expect(tag, `the first asset in stock has a tag: ${picked}`).toBeTruthy();
    await stock.fill(tag!);
    await expect(options).toHaveText([picked]);
    await stock.press('Enter');
    await stock.press('Escape');
    await expect(
      hr.locator('.ant-select-selection-item').filter({ hasText: picked }).first(),
    ).toBeVisible();
    await hr.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(hr.getByText(`1 asset reserved for ${joiner.name}`)).toBeVisible();
    await expect(
      hr.getByRole('heading', { name: `${joiner.name} (${joiner.code})` }),
    ).toBeVisible();
    await hr.context().close();
  });
  test('HR adds a department to the list, moves it up, and the next exit started lists it', async ({
    browser,
  }) => {
    const admin = await signedIn(browser, 'admin@demo.test');
    const next = { code: `EXD-${stamp}`, name: `E2E Departing ${stamp}` };
    await api(admin, 'POST', '/company/employees', next);
    await admin.context().close();

    // The Departments tab: Legal added last, moved up one, saved.
    const hr = await signedIn(browser, 'hr@demo.test');
    await hr.goto('/exit-responses?tab=departments');
    await expectScreenOf(hr, 'exit-signoff');
    const list = hr.getByRole('form', { name: 'Departments that sign each exit' });
    const names = list.getByRole('textbox', { name: /^Name of department \d+/ });
    await expect(names.first()).toBeVisible();
    const before = await names.count();
    await list.getByRole('button', { name: 'Add a department', exact: true }).click();
    await expect(names).toHaveCount(before + 1);
    await list.getByRole('textbox', { name: `Name of department ${before + 1}` }).fill('Legal');
    await expectScreenChecks(hr, 'exit departments, one added');
    await list.getByRole('button', { name: 'Move up: Legal' }).click();
    await expect(list.getByRole('textbox', { name: `Name of department ${before}` })).toHaveValue(
      'Legal',
    );
    const order = await names.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    await list.getByRole('button', { name: 'Save the departments' }).click();
    await expect(hr.getByText('Saved: exits started from now on use this list.')).toBeVisible();
    await hr.reload();
    await expectScreenOf(hr, 'exit-signoff');
    await expect(list.getByRole('textbox', { name: `Name of department ${before}` })).toHaveValue(
      'Legal',
    );

    // An exit started now has Legal in that place; the screen gives the employee's own link.
    await hr.goto('/new-sign-off');
    await expectScreenOf(hr, 'exit-signoff');
    const employee = hr.getByRole('combobox', { name: 'Leaving employee' });
    await employee.fill(next.code);
    await choose(hr, employee, next.name);
    await hr.getByRole('textbox', { name: 'Last working day' }).fill(twoMonthsOn());
    await hr.getByRole('textbox', { name: 'Last working day' }).press('Tab');
    await hr.getByRole('textbox', { name: 'Reason for leaving' }).fill('Joining a law firm');
    await hr.getByRole('button', { name: 'Start exit' }).click();
    await expect(hr.getByText(`Exit started for ${next.name}`)).toBeVisible();
    const own = hr.getByRole('region', { name: "The employee's own link" });
    await expect(own.getByRole('textbox', { name: "Link to the employee's own exit" })).toHaveValue(
      new URL('/my-exit', hr.url()).toString(),
    );
    await expectScreenChecks(hr, "exit started, the employee's own link");
    await hr.getByRole('link', { name: 'Open the exit' }).click();
    await expect(hr).toHaveURL(/\/exit-employees\/[0-9a-f-]{36}$/);
    await expectScreenOf(hr, 'exit-signoff');
    await expect(hr.getByText(`${next.name} (${next.code})`)).toBeVisible();
    await expect(hr.getByRole('region', { name: "The employee's own link" })).toBeVisible();
    await expect(hr.getByRole('heading', { level: 3 })).toHaveText(order);
    await hr.context().close();
  });
});
