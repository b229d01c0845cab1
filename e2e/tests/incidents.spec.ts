/**
 * The service desk in the browser (issue 17): an employee raises an incident about their
 * laptop with a screenshot; an IT agent opens it by its number, takes it and asks a
 * question (the SLA clock pauses), the employee answers (it runs again), the agent
 * resolves it and the employee rates it; the ticket shows on the laptop's Tickets tab.
 * Each person has a browser context of their own, signed in side by side.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { choose } from '../support/antd';
import { expectScreenChecks } from '../support/screen-checks';
import { expectScreenOf, login } from '../support/session';

const stamp = Date.now().toString(36).toUpperCase();
const TITLE = `E2E laptop will not wake ${stamp}`;

/** A small PNG: its signature is what the server checks the bytes by. */
const SCREENSHOT = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a screenshot of a black screen'),
]);

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return page;
}

/** The ticket's title with its status, priority and SLA (time left, Paused, Overdue...). */
const ticketHeader = (page: Page, number: string) =>
  page.getByRole('heading', { name: new RegExp(`^${number} · `) }).locator('xpath=..');

test.describe('the service desk', () => {
  test.describe.configure({ timeout: 360_000 });

  test('an incident on a laptop, from raising it to its rating and the asset’s tickets', async ({
    browser,
  }) => {
    // The employee raises it about their own laptop, with a screenshot.
    const employee = await signedIn(browser, 'employee@demo.test');
    await employee.goto('/create-ticket');
    await expectScreenOf(employee, 'incidents');
    await employee.getByLabel('What is wrong?').fill(TITLE);
    await employee.getByLabel('Details').fill('The screen stays black after the lid opens.');
    // Their own assets come first: the laptop they hold.
    await choose(employee, employee.getByLabel('Asset it concerns'), /.+/);
    await employee.getByLabel('Screenshots or files').setInputFiles({
      name: 'black-screen.png',
      mimeType: 'image/png',
      buffer: SCREENSHOT,
    });
    await employee.getByRole('button', { name: 'Raise ticket' }).click();
    const raised = employee.getByText(/^Ticket INC-\d{6} raised$/);
    await expect(raised).toBeVisible();
    const number = /INC-\d{6}/.exec(await raised.innerText())![0];
    await employee.getByRole('link', { name: 'Follow this ticket' }).click();
    await expect(employee).toHaveURL(/\/request-status\?ticket=[0-9a-f-]{36}$/);
    const requesterUrl = new URL(employee.url()).pathname + new URL(employee.url()).search;
    await expect(employee.getByRole('button', { name: 'black-screen.png' })).toBeVisible();
    // The ticket names the laptop by its tag: `DC-000123 Dell Latitude 5440 (ASSIGNED)`.
    const asset = employee
      .locator('dt', { hasText: /^Asset$/ })
      .locator('xpath=following-sibling::dd[1]');
    const tag = (await asset.innerText()).trim().split(' ')[0]!;
    expect(tag).toMatch(/\S/);

    // The agent opens it by its number, takes it and asks a question: the clock pauses.
    const agent = await signedIn(browser, 'agent@demo.test');
    await agent.goto(`/incidents?ticket=${number}`);
    await expectScreenOf(agent, 'incidents');
    await expect(agent.getByRole('heading', { name: `${number} · ${TITLE}` })).toBeVisible();
    await expect(agent.getByRole('button', { name: 'black-screen.png' })).toBeVisible();
    const actions = agent.getByRole('group', { name: 'Ticket actions' });
    await actions.getByRole('button', { name: 'Start work' }).click();
    await expect(ticketHeader(agent, number).getByText('In progress')).toBeVisible();
    await agent.getByRole('textbox', { name: 'Message' }).fill('Does it wake on the power key?');
    // The reply's own answer: a refusal fails here with the server's status and reason, a
    // send that never left the page (an emptied box) with a timeout.
    const replied = agent.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/messages'),
      { timeout: 15_000 },
    );
    await agent.getByRole('button', { name: 'Send reply' }).click();
    const answer = await replied;
    expect(answer.status(), await answer.text()).toBe(201);
    await expect(agent.getByText('Does it wake on the power key?')).toBeVisible();
    await actions.getByRole('button', { name: 'Wait on requester' }).click();
    await expect(ticketHeader(agent, number).getByText('Waiting on requester')).toBeVisible();
    await expect(ticketHeader(agent, number).getByText('Paused')).toBeVisible();
    await expectScreenChecks(agent, 'a ticket waiting on its requester');

    // The employee answers: the ticket is in progress again and its clock runs.
    await employee.goto(requesterUrl);
    await expectScreenOf(employee, 'incidents');
    await expect(employee.getByText('Does it wake on the power key?')).toBeVisible();
    await expect(ticketHeader(employee, number).getByText('Paused')).toBeVisible();
    await employee.getByRole('textbox', { name: 'Message' }).fill('No, only after a restart.');
    await employee.getByRole('button', { name: 'Send reply' }).click();
    await expect(ticketHeader(employee, number).getByText('In progress')).toBeVisible();
    await expect(ticketHeader(employee, number).getByText('Paused')).toHaveCount(0);

    // The agent sees the answer with the clock running, and resolves it.
    await agent.reload();
    await expect(agent.getByText('No, only after a restart.')).toBeVisible();
    await expect(ticketHeader(agent, number).getByText('In progress')).toBeVisible();
    await expect(ticketHeader(agent, number).getByText('Paused')).toHaveCount(0);
    await actions.getByRole('button', { name: 'Resolve' }).click();
    await expect(ticketHeader(agent, number).getByText('Resolved')).toBeVisible();

    // The employee rates it.
    await employee.reload();
    await employee.getByRole('link', { name: 'Give feedback' }).click();
    await expect(employee).toHaveURL(/\/feedback\?ticket=/);
    await expectScreenOf(employee, 'incidents');
    await expect(employee.getByText(`${number} · ${TITLE}`)).toBeVisible();
    const stars = (name: string) => employee.getByRole('group', { name }).getByRole('radio');
    await stars('Overall, how satisfied are you?').nth(4).click();
    await stars('How quickly was your issue handled?').nth(3).click();
    await employee.getByRole('button', { name: 'Send feedback' }).click();
    await expect(employee.getByText('Thank you for your feedback.')).toBeVisible();
    await employee.goto(requesterUrl);
    await expect(employee.getByText('Thank you: you rated this ticket 5 of 5.')).toBeVisible();

    // The laptop's detail lists the ticket on its Tickets tab.
    await agent.goto('/assets');
    await expectScreenOf(agent, 'assets');
    await agent.getByRole('textbox', { name: 'Search assets' }).fill(tag);
    const row = agent.locator('.ant-table-row').filter({ hasText: tag }).first();
    await row.getByRole('link').first().click();
    await expect(agent).toHaveURL(/\/assets\/edit\/[0-9a-f-]{36}$/);
    await agent.getByRole('tab', { name: 'Tickets' }).click();
    const tickets = agent.getByRole('link', { name: number });
    await expect(tickets).toBeVisible();
    await expectScreenChecks(agent, 'asset detail, Tickets tab');
    await tickets.click();
    await expect(agent).toHaveURL(/\/incidents\?ticket=/);
    await expect(agent.getByRole('heading', { name: `${number} · ${TITLE}` })).toBeVisible();

    await employee.context().close();
    await agent.context().close();
  });

  test('the desk’s reports and settings fit a desktop, a phone and a 320 px window', async ({
    page,
  }) => {
    // The administrator sees the reports and edits the priority matrix and service levels.
    await login(page, 'admin@demo.test');
    await page.goto('/incident-management');
    await expect(page.getByRole('heading', { name: 'Priority matrix' })).toBeVisible();
    await expectScreenOf(page, 'incidents');
  });
});
