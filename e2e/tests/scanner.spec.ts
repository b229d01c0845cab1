/**
 * An auditor counts a branch on a phone (issue 21), at 390x844: signs in at
 * /scanner/login, starts an audit of a branch, scans two tags with the camera (Chromium
 * is fed a fake video of their QR codes, made here from the register's own tags) and
 * types a third like a USB scanner, goes offline and types two more (they wait on the
 * device), reloads the page offline (the scanner's service worker serves it, the session
 * is the one last confirmed on the phone) with them still waiting, opens one's asset card
 * offline (what the phone's audit knows of it), comes back and sees all five sent once,
 * then closes the audit with its missing list. The screen checks (axe at the phone width
 * among others) run on the scanner's screens.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { expectScreenOf, fillLogin, PASSWORD } from '../support/session';

const EMAIL = 'admin@demo.test';
/** The fake camera's video: written in the set-up, read when the reader opens the camera. */
const VIDEO = path.join(os.tmpdir(), `itam-scanner-e2e-${process.pid}.y4m`);
const WIDTH = 320;
const HEIGHT = 240;

test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
});

/** The tag labels' QR encoder (the API's dependency), for the video's frames. */
interface QrCodeLib {
  create(
    text: string,
    options?: { errorCorrectionLevel?: string },
  ): {
    modules: { size: number; data: Uint8Array };
  };
}
const qrcode = createRequire(path.resolve(__dirname, '../../api/package.json'))(
  'qrcode',
) as QrCodeLib;

/** One Y4M frame (4:2:0, grey) showing `text` as a QR code in the middle, or nothing. */
function frame(text: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text) {
    const { size, data } = qrcode.create(text, { errorCorrectionLevel: 'M' }).modules;
    const scale = Math.floor((HEIGHT - 40) / (size + 8));
    const left = Math.floor((WIDTH - size * scale) / 2);
    const top = Math.floor((HEIGHT - size * scale) / 2);
    for (let y = 0; y < size * scale; y++)
      for (let x = 0; x < size * scale; x++)
        if (data[Math.floor(y / scale) * size + Math.floor(x / scale)])
          luma[(top + y) * WIDTH + left + x] = 16;
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/**
 * A looping video: each code for two seconds, a blank second between (only blank frames
 * without codes). Chromium opens the file each time a page starts the camera: a new file
 * is renamed over the old one, so a camera already open goes on with what it had.
 */
function writeVideo(codes: string[]): void {
  const frames: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)];
  for (const code of codes) {
    for (let i = 0; i < 20; i++) frames.push(frame(code));
    for (let i = 0; i < 10; i++) frames.push(frame(null));
  }
  if (!codes.length) for (let i = 0; i < 10; i++) frames.push(frame(null));
  fs.writeFileSync(`${VIDEO}.next`, Buffer.concat(frames));
  fs.renameSync(`${VIDEO}.next`, VIDEO);
}

interface Branch {
  _id: string;
  name: string;
}

/** The API as the admin (set-up and checks only). */
async function apiAs(page: Page, token: string, pathAndQuery: string) {
  const res = await page.request.get(`/api${pathAndQuery}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'itam-web' },
  });
  expect(res.ok(), `${pathAndQuery}: ${res.status()}`).toBe(true);
  return res.json();
}

/** A branch with at least five tagged assets an audit expects, and five of their tags. */
interface CountedAsset {
  _id: string;
  name: string;
  tag: string;
}

async function branchToCount(
  page: Page,
  token: string,
): Promise<{ branch: Branch; tags: string[]; assets: CountedAsset[] }> {
  const { locations } = (await apiAs(page, token, '/company/locations/dropdown')) as {
    locations: Branch[];
  };
  for (const branch of [...locations].reverse()) {
    const { assets } = (await apiAs(
      page,
      token,
      `/assets/get-assets?officeId=${branch._id}&limit=100&states=IN_INVENTORY,ASSIGNED,IN_USE,IN_REPAIR`,
    )) as { assets: { _id: string; name: string; tag: string | null }[] };
    const tagged = assets.filter((a): a is CountedAsset => !!a.tag);
    if (tagged.length >= 6)
      return { branch, tags: tagged.slice(0, 5).map((a) => a.tag), assets: tagged.slice(0, 5) };
  }
  throw new Error('No branch has five tagged assets');
}

const field = (page: Page) => page.getByLabel('Tag or tag link');

/** Types a tag and Enter the way a USB or Bluetooth scanner does. */
async function scanLikeUsb(page: Page, tag: string): Promise<void> {
  await field(page).click();
  await page.keyboard.type(tag);
  await page.keyboard.press('Enter');
}

test.describe('the scanner on a phone', () => {
  test.describe.configure({ timeout: 300_000 });
  test.afterAll(() => fs.rmSync(VIDEO, { force: true }));

  test('an auditor counts a branch, offline for part of it, and nothing is lost or counted twice', async ({
    page,
    context,
    baseURL,
  }) => {
    // Set-up: the branch and its tags; the camera sees nothing until the audit starts.
    const login = await page.request.post('/api/auth/login?requestType=verifyPassword', {
      data: { email: EMAIL, password: PASSWORD },
      headers: { 'X-Requested-With': 'itam-web' },
    });
    const { token } = (await login.json()) as { token: string };
    const { branch, tags, assets } = await branchToCount(page, token);
    writeVideo([]);

    await page.goto('/scanner/login');
    await expectScreenOf(page, 'scanner');
    await fillLogin(page, EMAIL);
    await expect(page).toHaveURL(/\/scanner\/qr-reader$/);
    await expect(page.getByRole('heading', { name: 'Scan a tag' })).toBeVisible();

    // Start the audit of the branch.
    // Typed into the branch picker's search, as on a phone (the list moves while the camera starts).
    const picker = page.getByRole('combobox', { name: 'Branch' });
    await picker.click();
    await picker.pressSequentially(branch.name);
    await page.keyboard.press('Enter');
    await page.getByLabel('Note (optional)').fill('E2E count');
    // The audit's camera (opened once it starts) is shown two of the branch's labels.
    writeVideo(
      tags.slice(0, 2).map((tag) => `${baseURL}/url_redirect?tag=${encodeURIComponent(tag)}`),
    );
    await page.getByRole('button', { name: 'Start the audit' }).click();
    await expect(page.getByRole('heading', { name: `Audit of ${branch.name}` })).toBeVisible();
    await expect(page).toHaveURL(/\?session=[0-9a-f-]{36}$/);
    const sessionId = new URL(page.url()).searchParams.get('session')!;
    const found = page.getByTestId('count-found');
    const waiting = page.getByTestId('waiting-count');

    // Two from the camera, one typed like a USB scanner.
    await expect(found).toHaveText(/Found\s*2/, { timeout: 60_000 });
    await scanLikeUsb(page, tags[2]!);
    await expect(found).toHaveText(/Found\s*3/);
    await expectScreenOf(page, 'scanner');

    // The scanner's service worker, registered by its screens, has kept the page and every
    // file the page has loaded (those before it controlled the page, when a screen named them).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            await navigator.serviceWorker.ready;
            const missing: string[] = [];
            for (const entry of performance.getEntriesByType('resource')) {
              const url = new URL(entry.name);
              if (url.origin !== location.origin || !/\.(js|css|woff2?|wasm)$/.test(url.pathname))
                continue;
              if (!(await caches.match(`${url.origin}${url.pathname}`, { ignoreSearch: true })))
                missing.push(url.pathname);
            }
            return missing;
          }),
        { timeout: 30_000 },
      )
      .toEqual([]);

    // Offline: two more wait on the device.
    await context.setOffline(true);
    await scanLikeUsb(page, tags[3]!);
    await expect(waiting).toHaveText('1 scan waiting to be sent');
    await scanLikeUsb(page, tags[4]!);
    await expect(waiting).toHaveText('2 scans waiting to be sent');
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();

    // A reload without a network: the worker serves the page and its files, the session is
    // the one last confirmed on this phone, and the two scans still wait.
    await page.reload();
    await expect(page.getByRole('heading', { name: `Audit of ${branch.name}` })).toBeVisible();
    await expect(waiting).toHaveText('2 scans waiting to be sent');
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();

    // Still offline, the card of one of them opens (the reader kept its code) and shows what
    // the phone's audit knows of it, its scan waiting; then back to the audit.
    const card = assets[3]!;
    await page.goto(`/scanner/asset/${card._id}`);
    await expect(page.getByRole('heading', { name: card.name })).toBeVisible();
    await expect(
      page.getByText('Offline: showing what this device knows; actions that need the server wait.'),
    ).toBeVisible();
    await expect(page.getByText(/in the audit of .*: waiting to be sent$/)).toBeVisible();
    await page.goto(`/scanner/qr-reader?session=${sessionId}`);
    await expect(page.getByRole('heading', { name: `Audit of ${branch.name}` })).toBeVisible();

    // Back online: all five sent, each once.
    await context.setOffline(false);
    await expect(waiting).toHaveText('0 scans waiting to be sent', { timeout: 30_000 });
    await expect(found).toHaveText(/Found\s*5/);
    const { session } = (await apiAs(page, token, `/audit-sessions/${sessionId}`)) as {
      session: {
        scans: { tag: string; undoneAt: string | null }[];
        counts: { expected: number; found: number };
      };
    };
    expect(session.scans.map((s) => s.tag).sort()).toEqual([...tags].sort());
    expect(session.counts.found).toBe(5);

    // Close, with the missing list.
    await page.getByRole('button', { name: 'Close the audit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Found 5, missing ${session.counts.expected - 5}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the audit' }).click();
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
    const missing = page.getByRole('tab', { name: `Missing (${session.counts.expected - 5})` });
    await missing.click();
    await expect(page.getByRole('tabpanel')).not.toContainText(tags[0]!);
    await expectScreenOf(page, 'scanner');
  });
});
