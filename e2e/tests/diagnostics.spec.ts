/**
 * The diagnostics agent in the browser (issue 22): the administrator makes an enrolment
 * token in account settings and reads it from the screen; the real agent (the built
 * dist/agent/itam-agent.js, its configuration in a folder of its own) enrols this machine
 * with it and reports once; the computer shows in /devices, and, as this machine's serial,
 * hardware UUID and MACs match no asset, in the review queue, where the administrator
 * links it to an asset; it then shows linked to that asset. A diagnostic job
 * started from /diagnostics waits in /diagnostics/running until the agent's next `once`
 * picks it up and runs it, and the job then shows in /diagnostics/results and /jobs-info
 * with its outcome. Several computers at once are asked about first, with their count. Every screen checked at every width with axe.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose } from '../support/antd';
import { expectScreenChecks } from '../support/screen-checks';
import { expectScreenOf, login } from '../support/session';

const AGENT = path.resolve(__dirname, '../../dist/agent/itam-agent.js');
/** The host name the agent enrols and reports this machine under. */
const HOST = os.hostname();

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `node itam-agent.js <args> --config <config>`: its exit code and output. */
function agent(config: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [AGENT, ...args, '--config', config],
      { cwd: path.dirname(config), timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number((error as { code?: number }).code ?? 1) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

/**
 * The pointer off the controls, where a reader's rests: the checks see a screen, not the
 * hover state of the button just clicked (a default button's hover text is the brand cyan).
 */
const restPointer = (page: Page) => page.mouse.move(1439, 899);

/** The table row (of the table `table` names) whose host cell is exactly HOST. */
const hostRow = (page: Page, table: string): Locator =>
  page
    .getByRole('region', { name: table })
    .getByRole('row')
    .filter({ has: page.getByText(HOST, { exact: true }) });

test.describe('the diagnostics agent', () => {
  test.describe.configure({ timeout: 360_000 });

  let dir: string;
  test.beforeAll(() => {
    expect(fs.existsSync(AGENT), `${AGENT} is built (pnpm build)`).toBe(true);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-e2e-agent-'));
  });
  test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('the real agent enrols with a token made in the browser, its computer is linked to an asset and runs a diagnostic job', async ({
    page,
    baseURL,
  }) => {
    const config = path.join(dir, 'agent.json');
    await login(page, 'admin@demo.test');

    // A one-time enrolment token, made and read in account settings.
    await page.goto('/account-settings/download_agent');
    await expectScreenOf(page, 'assets');
    await page.getByRole('button', { name: 'Create a token' }).click();
    const shown = page.getByRole('region', { name: 'Enrolment token' });
    await expect(shown.getByText('Copy the token now: it is shown only this once.')).toBeVisible();
    const token = (await shown.locator('code').first().innerText()).trim();
    expect(token).toMatch(/^\S{16,}$/);
    await expect(
      shown.getByText(`node itam-agent.js enrol --server ${baseURL} --token ${token}`),
    ).toBeVisible();
    await restPointer(page);
    await expectScreenChecks(page, 'agent enrolment token shown');

    // The agent enrols this machine with it, then reports once.
    const enrolled = await agent(config, 'enrol', '--server', baseURL!, '--token', token);
    expect(enrolled.stderr).toBe('');
    expect(enrolled.code).toBe(0);
    const reported = await agent(config, 'once');
    expect(reported.stderr).toBe('');
    expect(reported.code).toBe(0);
    expect(reported.stdout).toMatch(/reported/);

    // /devices: the computer is there; its report matched no asset, so it waits for review.
    await page.goto(`/devices?search=${encodeURIComponent(HOST)}`);
    await expectScreenOf(page, 'assets');
    const computer = hostRow(page, 'Computers');
    await expect(computer).toHaveCount(1);
    await expect(computer.getByText('In the review queue')).toBeVisible();
    const review = page.getByRole('listitem', { name: HOST, exact: true });
    await expect(review.getByText('Matches no asset')).toBeVisible();

    // The administrator links it to its asset (a printer: no other journey reads it).
    await review.getByRole('button', { name: `Link to an asset: ${HOST}` }).click();
    const dialog = page.getByRole('dialog', { name: `Link ${HOST} to an asset` });
    await expect(dialog).toBeVisible();
    const picker = dialog.getByLabel('Asset', { exact: true });
    await picker.click();
    await picker.pressSequentially('LaserJet');
    await choose(page, picker, /LaserJet/);
    await restPointer(page);
    await expectScreenChecks(page, 'link a computer to an asset');
    await dialog.getByRole('button', { name: 'Link to an asset' }).click();
    await expect(dialog).toBeHidden();
    await expect(review).toHaveCount(0);
    const asset = computer.getByRole('link', { name: /LaserJet/ });
    await expect(asset).toBeVisible();
    await expect(computer.getByText('In the review queue')).toHaveCount(0);
    await expect(asset).toHaveAttribute('href', /\/assets\/edit\/[0-9a-f-]{36}$/);
    const assetHref = await asset.getAttribute('href');

    // A diagnostic job for it, started from /diagnostics, waits for the agent's next poll.
    await page.goto('/diagnostics');
    await expectScreenOf(page, 'assets');
    const pick = page.getByRole('region', { name: 'Computers' });
    // Several computers at once are asked about first, with their count; cancelled, none runs.
    const two = pick.locator('input[type="checkbox"][aria-label^="Choose "]:not([disabled])');
    await two.nth(0).check();
    await two.nth(1).check();
    await page.getByRole('button', { name: 'Run diagnostics on 2 computers' }).click();
    const question = page.getByRole('dialog', { name: 'Run diagnostics on 2 computers?' });
    await expect(question).toBeVisible();
    await restPointer(page);
    await expectScreenChecks(page, 'run diagnostics on several computers: the question');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/diagnostics$/);
    await two.nth(0).uncheck();
    await two.nth(1).uncheck();
    const search = page.getByLabel('Search host, serial or asset');
    await search.fill(HOST);
    await search.press('Enter');
    await expect(hostRow(page, 'Computers')).toHaveCount(1);
    await pick.getByRole('checkbox', { name: `Choose ${HOST}`, exact: true }).check();
    await page.getByRole('button', { name: 'Run diagnostics on 1 computer' }).click();

    await expect(page).toHaveURL(/\/diagnostics\/running$/);
    await restPointer(page);
    await expectScreenOf(page, 'assets');
    const running = hostRow(page, 'Diagnostic jobs');
    await expect(running).toHaveCount(1);
    await expect(running.getByText('Queued', { exact: true })).toBeVisible();
    await expect(running.getByText("Waiting for the computer's next poll")).toBeVisible();
    await expect(running.getByRole('link')).toHaveAttribute('href', assetHref!);

    // The agent picks it up and runs it; the running screen (read again every few seconds) lets it go.
    const ran = await agent(config, 'once');
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    await expect(running).toHaveCount(0);

    // Its outcome in /diagnostics/results: succeeded, or failed with the checks that failed and why.
    await page
      .getByRole('navigation', { name: 'Diagnostics screens' })
      .getByRole('link', { name: 'Diagnostic results' })
      .click();
    await expect(page).toHaveURL(/\/diagnostics\/results$/);
    await restPointer(page);
    await expectScreenOf(page, 'assets');
    const result = hostRow(page, 'Diagnostic jobs');
    await expect(result).toHaveCount(1);
    await expect(result.getByText(/^(Succeeded|Failed)$/)).toBeVisible();
    const status = (await result.getByText(/^(Succeeded|Failed)$/).innerText()).trim();
    // What failed and why: every check passed, or the failing checks and the agent's reason.
    const outcome = result.getByRole('cell').nth(2);
    if (status === 'Succeeded')
      await expect(outcome).toHaveText(/^(Every check passed|(.+: (warning|failed), .+)+)$/);
    else await expect(outcome).not.toHaveText(/^(—|Every check passed)?$/);

    // /jobs-info, filtered to this computer: the one job, with the same status.
    const { computerId } = JSON.parse(fs.readFileSync(config, 'utf8')) as { computerId: string };
    await page.goto(`/jobs-info?computerId=${computerId}`);
    await expectScreenOf(page, 'assets');
    const job = hostRow(page, 'Diagnostic jobs');
    await expect(job).toHaveCount(1);
    await expect(job.getByText(status, { exact: true })).toBeVisible();
  });
});
