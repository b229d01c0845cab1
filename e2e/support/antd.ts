/**
 * Driving antd's controls the way a user does, and checking they took the input.
 *
 * `choose(page, select, option)` opens a Select (found by its label), clicks the first
 * option whose text matches `option`, then waits until the field shows exactly that
 * option's text and no dropdown is open. The check is on the chosen option's own text,
 * never on the field having some text: an empty Select shows its placeholder, which a
 * pattern like /.+/ would accept, and a dropdown left open covers the buttons below it.
 * A pick that did not take (the dropdown re-laid out under the pointer, options still
 * loading) is tried again until the deadline.
 */
import { expect, type Locator, type Page } from '@playwright/test';

const OPEN_DROPDOWN = '.ant-select-dropdown:visible';

export async function choose(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  const field = select.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if ((await page.locator(OPEN_DROPDOWN).count()) === 0) await select.click();
    const item = page
      .locator(`${OPEN_DROPDOWN} .ant-select-item-option`)
      .filter({ hasText: option })
      .first();
    const text = (await item.innerText({ timeout: 5_000 })).trim();
    await item.click({ timeout: 5_000 });
    await expect(field.locator('[title]').filter({ hasText: text }).first()).toBeVisible({
      timeout: 2_000,
    });
    await expect(page.locator(OPEN_DROPDOWN)).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
