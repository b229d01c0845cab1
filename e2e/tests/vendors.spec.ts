/**
 * A vendor review in the browser (issue 18): the administrator builds a questionnaire with
 * a written answer, a multiple choice and a file question, registers a vendor with it and
 * takes the link; the vendor opens it in a browser of its own (no account, no session),
 * answers half, leaves, comes back to its draft, attaches a file and sends; the company
 * queries one answer and sends it back; the vendor answers it again; the company approves
 * with a certificate expiry and sees the vendor approved with its score in /vendor-list.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { choose } from '../support/antd';
import { expectScreenChecks } from '../support/screen-checks';
import { expectScreenOf, login } from '../support/session';

const stamp = Date.now().toString(36).toUpperCase();
const VENDOR = `E2E Secure Supplies ${stamp}`;
const SECTION = 'Security practices';
const WHERE = 'Where is our data stored?';
const CERTS = 'Which certifications do you hold?';
const EVIDENCE = 'Upload your ISO 27001 certificate';
const QUERY = 'Name the data centre’s city too.';

/** A small PDF: its signature is what the server checks the bytes by. */
const CERTIFICATE = Buffer.from('%PDF-1.4\n% an ISO 27001 certificate\n%%EOF\n');

/** A day two years on, as the date input reads it ('24 Nov 2028') and as the API stores it. */
function twoYearsOn(): { typed: string } {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear() + 2, now.getUTCMonth(), 10));
  const month = day.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return {
    typed: `${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`,
  };
}

/** A browser of the vendor's own: no session, nothing stored, as a stranger opens the link. */
async function freshVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Opens the link and waits for the questionnaire (checked at every width). */
async function openLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await expectScreenOf(page, 'vendors');
  await expect(page.getByRole('heading', { name: `Questionnaire for ${VENDOR}` })).toBeVisible();
}

test.describe('vendor reviews', () => {
  test.describe.configure({ timeout: 360_000 });

  test('a vendor answers its questionnaire from a link, is queried, answers again and is approved', async ({
    browser,
    page,
  }) => {
    await login(page, 'admin@demo.test');

    // The questionnaire, built on the registration screen from one empty section.
    await page.goto('/vendor-registration');
    await expectScreenOf(page, 'vendors');
    await page.getByLabel('Vendor name').fill(VENDOR);
    await page.getByLabel('Vendor type').fill('Hardware');
    await page.getByLabel('Point of contact').fill('Asha Rao');
    await page
      .getByRole('textbox', { name: /^Email/ })
      .fill(`e2e-${stamp.toLowerCase()}@vendor.test`);
    await page.getByRole('button', { name: 'Start again with one empty section' }).click();
    await page.getByRole('button', { name: 'Yes, start again' }).click();
    await expect(page.getByRole('region', { name: /^Section \d+$/ })).toHaveCount(1);
    await page.getByLabel('Section name').fill(SECTION);
    await page.getByLabel('Section description').fill('How you keep our data safe.');

    const question = (n: number) =>
      page.getByRole('group', { name: `Question ${n} of section 1`, exact: true });
    // 1: a written answer worth 20 points.
    await question(1)
      .getByRole('textbox', { name: /^Question/ })
      .fill(WHERE);
    await question(1).getByLabel('Points when accepted').fill('20');
    await question(1).getByLabel('Answer required').check();
    // 2: a multiple choice, its choices worth 20 and 10.
    await page.getByRole('button', { name: 'Add a question to section 1' }).click();
    await question(2)
      .getByRole('textbox', { name: /^Question/ })
      .fill(CERTS);
    await choose(page, question(2).getByLabel('Type of answer'), 'Multiple choice');
    await question(2)
      .getByRole('textbox', { name: /^Choice 1/ })
      .fill('ISO 27001');
    await question(2).getByRole('spinbutton', { name: 'Points of choice 1' }).fill('20');
    await question(2).getByRole('button', { name: 'Add a choice' }).click();
    await question(2)
      .getByRole('textbox', { name: /^Choice 2/ })
      .fill('SOC 2');
    await question(2).getByRole('spinbutton', { name: 'Points of choice 2' }).fill('10');
    await question(2).getByLabel('Answer required').check();
    // 3: a file, worth 10.
    await page.getByRole('button', { name: 'Add a question to section 1' }).click();
    await question(3)
      .getByRole('textbox', { name: /^Question/ })
      .fill(EVIDENCE);
    await choose(page, question(3).getByLabel('Type of answer'), 'File upload');
    await question(3).getByLabel('Points when accepted').fill('10');
    await question(3).getByLabel('Answer required').check();

    await page.getByRole('button', { name: 'Register and send the questionnaire' }).click();
    await expect(
      page.getByText(`${VENDOR} is registered and its questionnaire is ready`),
    ).toBeVisible();
    const link = await page.getByRole('textbox', { name: 'The vendor’s link' }).inputValue();
    expect(link).toMatch(/\/vendor-response\/[^/]+$/);
    await expectScreenChecks(page, 'vendor registered, its link shown');

    // The vendor, without an account: answers half and leaves.
    let vendor = await freshVisitor(browser);
    await openLink(vendor, link);
    await vendor.getByLabel(WHERE).fill('In AWS ap-south-1.');
    await vendor.getByRole('group', { name: CERTS }).getByLabel('ISO 27001').check();
    await expect(vendor.getByText('All changes saved')).toBeVisible();
    await vendor.context().close();

    // Back later, in a fresh browser again: the draft is kept; a file, and sent.
    vendor = await freshVisitor(browser);
    await openLink(vendor, link);
    await expect(vendor.getByLabel(WHERE)).toHaveValue('In AWS ap-south-1.');
    await expect(vendor.getByRole('group', { name: CERTS }).getByLabel('ISO 27001')).toBeChecked();
    await expect(vendor.getByRole('group', { name: CERTS }).getByLabel('SOC 2')).not.toBeChecked();
    await vendor.getByLabel(EVIDENCE).setInputFiles({
      name: 'iso-27001.pdf',
      mimeType: 'application/pdf',
      buffer: CERTIFICATE,
    });
    await expect(
      vendor.getByRole('list', { name: 'Files attached' }).getByText(/iso-27001\.pdf/),
    ).toBeVisible();
    await vendor.getByRole('button', { name: 'Send answers' }).click();
    await expect(vendor.getByText('Answers sent')).toBeVisible();
    await expectScreenChecks(vendor, 'answers sent');
    await vendor.context().close();

    // The company reviews: the written answer queried, the others accepted, sent back.
    await page.goto(`/vendor-list?search=${encodeURIComponent(VENDOR)}`);
    await expectScreenOf(page, 'vendors');
    await page.getByRole('link', { name: `Review ${VENDOR}` }).click();
    await expect(page).toHaveURL(/\/certification-form\/[0-9a-f-]{36}$/);
    const reviewUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: `Review of ${VENDOR}` })).toBeVisible();
    await expectScreenOf(page, 'vendors');
    const answer = (name: string) => page.getByRole('article', { name, exact: true });
    const verdict = async (name: string, choice: string, verdictShown: string, comment = '') => {
      await answer(name)
        .getByRole('group', { name: `Verdict on: ${name}` })
        .locator('label')
        .filter({ hasText: new RegExp(`^${choice}$`) })
        .click();
      if (comment) await answer(name).getByLabel('Comment to the vendor').fill(comment);
      await answer(name).getByRole('button', { name: 'Save verdict' }).click();
      await expect(answer(name).getByText(verdictShown, { exact: true }).first()).toBeVisible();
    };
    await expect(answer(WHERE).getByText('In AWS ap-south-1.')).toBeVisible();
    await expect(
      answer(EVIDENCE).getByRole('button', { name: 'Download iso-27001.pdf' }),
    ).toBeVisible();
    await verdict(WHERE, 'Query', 'Queried', QUERY);
    await verdict(CERTS, 'Accept', 'Accepted');
    await verdict(EVIDENCE, 'Accept', 'Accepted');
    await page.getByRole('button', { name: 'Send back queried answers (1)' }).click();
    await expect(
      page.getByText('Waiting for the vendor to send its answers of round 2.'),
    ).toBeVisible();

    // The vendor is asked only the queried question, with the reviewer's comment.
    vendor = await freshVisitor(browser);
    await vendor.goto(link);
    await expect(vendor.getByText(`The reviewer asks: ${QUERY}`)).toBeVisible();
    await expectScreenChecks(vendor, 'round 2 of the link');
    await expect(vendor.getByLabel(EVIDENCE)).toHaveCount(0);
    await vendor.getByLabel(WHERE).fill('In AWS ap-south-1, in Mumbai.');
    await vendor.getByRole('button', { name: 'Send answers' }).click();
    await expect(vendor.getByText('Answers sent')).toBeVisible();
    await vendor.context().close();

    // The company accepts the new answer and approves with a certificate expiry.
    await page.goto(reviewUrl);
    await expect(answer(WHERE).getByText('In AWS ap-south-1, in Mumbai.')).toBeVisible();
    await verdict(WHERE, 'Accept', 'Accepted');
    const expiry = twoYearsOn();
    await page.getByLabel('Certificate expires on').fill(expiry.typed);
    await page.getByLabel('Certificate expires on').press('Tab');
    await expect(page.getByLabel('Certificate expires on')).toHaveValue(expiry.typed);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(`Certificate until ${expiry.typed}`)).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expectScreenChecks(page, 'an approved vendor’s review');

    // Approved in the list, with its score: 20 + 20 + 10 of 20 + 30 + 10 points.
    await page.goto(`/vendor-list?search=${encodeURIComponent(VENDOR)}`);
    const row = page.locator('.ant-table-row').filter({ hasText: VENDOR });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '83.33', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: expiry.typed, exact: true })).toBeVisible();
  });
});
