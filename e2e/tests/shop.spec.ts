/**
 * The IT shop in the browser (issue 20): the staff member `employee@demo.test` orders the
 * "Developer laptop bundle" from the shop for himself with a business reason; his manager
 * approves it, then IT's approver (`it-head@demo.test`; the bundle is under the Finance
 * limit), each reaching the queue through the side menu's Approvals, named with the orders
 * waiting for them and one fewer after (issue 31); the IT agent opens it through the menu's
 * Fulfilment, reserves an in-stock ThinkPad for the laptop, raises a purchase order for the
 * dock (no register holds that model) and hands the laptop over by its tag; the employee sees
 * the laptop handed over in his order and among the assets assigned to him (/assets, his own
 * only), and the register (/assets as IT) shows it assigned to him. Each person has a browser
 * context of their own.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { choose } from '../support/antd';
import { expectScreenChecks } from '../support/screen-checks';
import { expectScreenOf, login } from '../support/session';

const stamp = Date.now().toString(36).toUpperCase();
const BUNDLE = 'Developer laptop bundle';
const REASON = `E2E joining the platform team ${stamp}`;
const PO_NUMBER = `E2E-PO-${stamp}`;
const LAPTOP_ITEM = 'Laptop: ThinkPad T14 Gen 4';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return page;
}

/**
 * Follows the side menu's entry of a shop view (Approvals, Fulfilment), named with the orders
 * waiting for the user; returns their number.
 */
async function openFromMenu(page: Page, label: 'Approvals' | 'Fulfilment'): Promise<number> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const link = menu.getByRole('link', { name: new RegExp(`^${label}\\W+\\d+ waiting$`) });
  const waiting = Number(/(\d+) waiting$/.exec((await link.textContent()) ?? '')![1]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/products\\?view=${label.toLowerCase()}`));
  await expectScreenOf(page, 'shop');
  await expect(link).toHaveAttribute('aria-current', 'page');
  return waiting;
}

/** The menu's count after a change: one fewer (none shows no number). */
async function expectWaiting(page: Page, label: string, waiting: number): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const name =
    waiting > 0 ? new RegExp(`^${label}\\W+${waiting} waiting$`) : new RegExp(`^${label}$`);
  await expect(menu.getByRole('link', { name })).toBeVisible();
}

/** Opens the order from the approver's queue (through the menu) and approves it with a comment. */
async function approve(page: Page, number: string, comment: string): Promise<void> {
  const waiting = await openFromMenu(page, 'Approvals');
  expect(waiting).toBeGreaterThan(0);
  await page.getByRole('link', { name: `Order #${number}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await page.getByRole('button', { name: `Approve order #${number}` }).click();
  await expect(page.getByRole('button', { name: `Approve order #${number}` })).toHaveCount(0);
  await expect(page.getByText(comment)).toBeVisible();
  // The order left the approver's queue: the menu counts one fewer.
  await expectWaiting(page, 'Approvals', waiting - 1);
}

test.describe('the IT shop', () => {
  test.describe.configure({ timeout: 360_000 });

  test('a laptop bundle from the shop through two approvals to its hand-over', async ({
    browser,
  }) => {
    // The employee starts from an empty cart (the server keeps it between visits).
    const employee = await signedIn(browser, 'employee@demo.test');
    await employee.goto('/products/shopping-cart');
    await expectScreenOf(employee, 'shop');
    const removals = employee.getByRole('button', { name: /^Remove .+ from the cart$/ });
    while ((await removals.count()) > 0) {
      const before = await removals.count();
      await removals.first().click();
      await expect(removals).toHaveCount(before - 1);
    }

    // He finds the bundle in the shop and adds it to his cart.
    await employee.goto('/products/shop');
    await expectScreenOf(employee, 'shop');
    const search = employee.getByRole('searchbox', { name: 'Search products' });
    await search.fill(BUNDLE);
    await search.press('Enter');
    await expect(employee).toHaveURL(/search=Developer/);
    const card = employee.getByRole('article', { name: BUNDLE });
    await expect(card.getByText(/^(In stock now|Delivery in)/)).toBeVisible();
    await card.getByRole('button', { name: `Add to cart: ${BUNDLE}` }).click();
    await expect(card.getByText('1 in your cart.')).toBeVisible();
    await card.getByRole('link', { name: 'Open the cart' }).click();

    // The cart: for himself, with the business reason; then the review, and he places it.
    await expect(employee).toHaveURL(/\/products\/shopping-cart$/);
    await expectScreenOf(employee, 'shop');
    await expect(employee.getByRole('listitem', { name: BUNDLE })).toBeVisible();
    await employee.getByRole('textbox', { name: /Business reason/ }).fill(REASON);
    await employee.getByRole('button', { name: 'Review the order' }).click();
    await expect(employee).toHaveURL(/\/confirm-order$/);
    await expectScreenOf(employee, 'shop');
    await expect(employee.getByText(`Reason: ${REASON}`)).toBeVisible();
    await employee.getByRole('button', { name: 'Place the order' }).click();
    await expect(employee).toHaveURL(/\/products\?view=orders&order=[0-9a-f-]{36}$/);
    const orderUrl = new URL(employee.url());
    const orderPath = orderUrl.pathname + orderUrl.search;
    const orderId = orderUrl.searchParams.get('order')!;
    const heading = employee.getByRole('heading', { name: /^Order #\d+$/ });
    await expect(heading).toBeVisible();
    const number = /\d+/.exec(await heading.innerText())![0];
    await expectScreenOf(employee, 'shop');
    const steps = employee.getByRole('list', { name: 'Approvals' });
    await expect(steps.getByRole('listitem')).toHaveCount(2);
    await expect(steps.getByRole('listitem').first()).toContainText('(its turn now)');

    // His manager approves, then IT's approver.
    const manager = await signedIn(browser, 'manager@demo.test');
    await approve(manager, number, `Approved for ${stamp}`);
    const itHead = await signedIn(browser, 'it-head@demo.test');
    await approve(itHead, number, `IT agrees ${stamp}`);
    await expect(itHead.getByText('Approved', { exact: true }).first()).toBeVisible();

    // The IT agent fulfils it: an in-stock ThinkPad for the laptop, a purchase order for
    // the dock, and the laptop handed over by its tag.
    const agent = await signedIn(browser, 'agent@demo.test');
    expect(await openFromMenu(agent, 'Fulfilment')).toBeGreaterThan(0);
    await agent.getByRole('link', { name: `Order #${number}` }).click();
    await expect(agent).toHaveURL(new RegExp(`view=fulfilment&order=${orderId}`));
    const laptop = agent.getByRole('listitem', { name: LAPTOP_ITEM });
    await laptop.getByRole('button', { name: `Reserve an asset: ${LAPTOP_ITEM}` }).click();
    await choose(agent, laptop.getByRole('combobox', { name: /In-stock asset/ }), /ThinkPad T14/);
    await laptop.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(laptop.getByText('Reserved', { exact: true })).toBeVisible();
    const assetLine = laptop.getByText(/^Asset: /);
    const tag = /\(([^)]+)\)$/.exec((await assetLine.innerText()).trim())![1]!;
    expect(tag).toMatch(/\S/);

    const dock = agent.getByRole('listitem', { name: /^Docking Station: / });
    await dock.getByRole('button', { name: /^Raise a purchase order: / }).click();
    await dock.getByRole('textbox', { name: /Purchase order number/ }).fill(PO_NUMBER);
    await dock.getByRole('textbox', { name: /Vendor/ }).fill('Lenovo India');
    await dock.getByRole('spinbutton', { name: /Unit price/ }).fill('18500');
    await dock.getByRole('button', { name: 'Raise the purchase order' }).click();
    await expect(dock.getByText(`Purchase order ${PO_NUMBER}`)).toBeVisible();
    await expectScreenChecks(agent, 'an order being fulfilled');

    await laptop.getByRole('button', { name: `Hand over: ${LAPTOP_ITEM}` }).click();
    await laptop.getByRole('textbox', { name: /Asset tag/ }).fill(tag);
    await laptop.getByRole('button', { name: 'Hand over', exact: true }).click();
    await expect(laptop.getByText('Handed over', { exact: true })).toBeVisible();
    await expect(agent.getByText('Being fulfilled', { exact: true })).toBeVisible();

    // The employee sees the laptop handed over in his order.
    await employee.goto(orderPath);
    await expectScreenOf(employee, 'shop');
    const mine = employee.getByRole('listitem', { name: LAPTOP_ITEM });
    await expect(mine.getByText('Handed over', { exact: true })).toBeVisible();
    await expect(mine.getByText(new RegExp(`\\(${tag}\\)$`))).toBeVisible();
    const holder = (
      await employee
        .locator('dt', { hasText: /^For$/ })
        .locator('xpath=following-sibling::dd[1]')
        .innerText()
    )
      .replace(/\s*\(.*\)$/, '')
      .trim();
    await expect(
      employee
        .getByRole('listitem', { name: /^Docking Station: / })
        .getByText(`Purchase order ${PO_NUMBER}`),
    ).toBeVisible();

    // He sees it in /assets too, among the assets assigned to him (his role has no asset
    // view: only his own, read only).
    await employee.goto('/assets');
    await expectScreenOf(employee, 'assets');
    await expect(
      employee.getByRole('heading', { level: 1, name: 'Assets assigned to you' }),
    ).toBeVisible();
    await employee.getByRole('textbox', { name: 'Search assets' }).fill(tag);
    const his = employee.locator('.ant-table-row').filter({ hasText: tag }).first();
    await expect(his.locator('[data-state="ASSIGNED"]')).toBeVisible();
    await expect(his).toContainText(holder);
    await expect(employee.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(employee.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(employee.getByRole('button', { name: 'New asset' })).toHaveCount(0);

    // The register shows the laptop assigned to him.
    await agent.goto('/assets');
    await expectScreenOf(agent, 'assets');
    await agent.getByRole('textbox', { name: 'Search assets' }).fill(tag);
    const row = agent.locator('.ant-table-row').filter({ hasText: tag }).first();
    await expect(row.locator('[data-state="ASSIGNED"]')).toBeVisible();
    await expect(row).toContainText(holder);

    for (const page of [employee, manager, itHead, agent]) await page.context().close();
  });
});
