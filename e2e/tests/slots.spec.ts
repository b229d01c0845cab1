/**
 * The asset detail's parts that other modules contribute through extension points (issue
 * 32): the service desk's Tickets tab comes from the incidents remote, so with that
 * remote failing to load the asset detail still opens with every other tab, and only the
 * Tickets tab is missing; with it working, the Tickets tab shows as before.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectScreenOf, login } from '../support/session';

const INCIDENTS_REMOTE = '**/remotes/incidents/**';
const OWN_TABS = ['Details', 'Assignments', 'Activity', 'Audits', 'Depreciation', 'Images'];

/** Opens the first asset of the list and waits for its page. */
async function openFirstAsset(page: Page): Promise<void> {
  await page.goto('/assets');
  const first = page.locator('.ant-table-row').first().locator('a[href^="/assets/edit/"]').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/assets\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('the asset detail’s contributed tabs', () => {
  test('with the incidents remote failing to load, the asset detail opens with every other tab', async ({
    page,
  }) => {
    // The context's routes hold for the app's service worker's fetches too.
    await page
      .context()
      .route(INCIDENTS_REMOTE, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await login(page, 'admin@demo.test');
    const refused = page.waitForResponse(
      (res) => res.url().includes('/remotes/incidents/') && res.status() === 404,
    );
    await openFirstAsset(page);
    await refused;
    await expectScreenOf(page, 'assets');
    await expect(page.getByRole('tab')).toHaveText([...OWN_TABS, 'Comments', 'Computer']);
    await expect(page.getByTestId('module-error')).toHaveCount(0);
    // The other tabs work: the asset's own and the Computer tab the assets remote contributes.
    for (const name of ['Comments', 'Computer']) {
      await page.getByRole('tab', { name }).click();
      const panel = page.getByRole('tabpanel', { name });
      await expect(panel).toBeVisible();
      await expect(panel.locator('.ant-skeleton')).toHaveCount(0);
      await expect(panel).not.toBeEmpty();
    }
    await expect(page.getByTestId('extension-error')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('with the incidents remote working, the Tickets tab shows the asset’s tickets', async ({
    page,
  }) => {
    await login(page, 'admin@demo.test');
    await openFirstAsset(page);
    await expect(page.getByRole('tab')).toHaveText([
      ...OWN_TABS,
      'Comments',
      'Tickets',
      'Computer',
    ]);
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await expect(page.getByText(/^\d+ open tickets?$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tickets about this asset' })).toBeVisible();
  });
});
