/**
 * Audit sessions on the reader, with a fake camera, a BarcodeDetector stub, the real
 * scan queue on an in-memory IndexedDB and a fake server: starting one for a branch,
 * scanning (verdict at once, the server's counts after the sync), offline scans waiting
 * (and closing refused meanwhile) until the browser is back online, undo, close.
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { fail, installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import { tagOfCode, type AuditScanInput } from '@itam/shared/contracts';
import {
  installBarcodeDetector,
  installFakeCamera,
  type FakeCamera,
  type FakeDetector,
} from '../../../test-support/fake-camera';
import { assetRef, BRANCH, fakeSession, SESSION_ID } from '../../../test-support/fixtures';
import {
  AUDITOR_POLICIES,
  freshDeviceStore,
  renderScreen,
  setupUser,
} from '../../../test-support/render-screen';
import QrReaderScreen from '../../reader/qr-reader-screen';

// A scan goes through the camera loop, IndexedDB and the fake server: on a loaded machine
// that can pass testing-library's default second.
configure({ asyncUtilTimeout: 8000 });
let api: FakeApi;
let camera: FakeCamera;
let detector: FakeDetector;
/** The fake server: the scans it stored (by client scan id) and whether it answers. */
let stored: Map<string, AuditScanInput>;
let offline: boolean;
let closed: boolean;

const foundNumbers = () =>
  [1, 2, 3].filter((n) => [...stored.values()].some((s) => tagOfCode(s.code) === assetRef(n).tag));

beforeEach(async () => {
  await freshDeviceStore();
  stored = new Map();
  offline = false;
  closed = false;
  api = installFakeApi()
    .on('GET', `/audit-sessions/${SESSION_ID}`, () => ({
      type: 'success',
      session: fakeSession(foundNumbers(), closed ? { status: 'closed' } : {}),
    }))
    .on('POST', `/audit-sessions/${SESSION_ID}/scans`, (r) => {
      if (offline) return fail(0);
      const scans = (r.body as { scans: AuditScanInput[] }).scans;
      const results = scans.map((s) => {
        const duplicate = stored.has(s.clientScanId);
        stored.set(s.clientScanId, s);
        const n = [1, 2, 3].find((i) => assetRef(i).tag === tagOfCode(s.code));
        return {
          clientScanId: s.clientScanId,
          status: duplicate ? 'duplicate' : 'recorded',
          result: n ? 'found' : 'unknown',
          tag: tagOfCode(s.code),
          asset: n ? assetRef(n) : null,
          conflict: null,
        };
      });
      return { type: 'success', results, counts: fakeSession(foundNumbers()).counts };
    })
    .on('POST', /^\/audit-sessions\/[^/]+\/scans\/[^/]+\/undo$/, (r) => {
      const id = decodeURIComponent(r.url.split('/')[4]!);
      stored.delete(id);
      return { type: 'success', session: fakeSession(foundNumbers()) };
    })
    .on('POST', `/audit-sessions/${SESSION_ID}/close`, () => {
      closed = true;
      return { type: 'success', session: fakeSession(foundNumbers(), { status: 'closed' }) };
    })
    .on('GET', '/company/locations/dropdown', () => ({
      type: 'success',
      locations: [{ ...BRANCH, city: 'Pune' }],
    }))
    .on('GET', '/audit-sessions', () => ({
      type: 'success',
      sessions: [],
      total: 0,
      pageNumber: 0,
      limit: 25,
    }))
    .on('GET', '/company/asset-types', () => ({ type: 'success', assetTypes: [] }))
    .on('GET', '/audit-sessions/expected-count', () => ({ type: 'success', expected: 3 }))
    .on('POST', '/audit-sessions', () => ({ type: 'success', session: fakeSession() }));
  camera = installFakeCamera();
  detector = installBarcodeDetector();
});

afterEach(() => {
  api.restore();
  camera.restore();
  detector.restore();
});

const inSession = () =>
  renderScreen(<QrReaderScreen />, {
    route: `/scanner/qr-reader?session=${SESSION_ID}`,
    policies: AUDITOR_POLICIES,
  });

/** Types like a USB scanner, once the field takes input (the device's queue is open). */
async function scanTyped(user: ReturnType<typeof setupUser>, code: string) {
  const field = screen.getByLabelText('Tag or tag link');
  await waitFor(() => expect(field).toBeEnabled());
  await user.type(field, `${code}{Enter}`);
}

const count = (key: string) => screen.getByTestId(`count-${key}`);

describe('an audit session on /scanner/qr-reader', () => {
  it('starts an audit of a branch with its note and enters it (the URL keeps it)', async () => {
    const { router } = renderScreen(<QrReaderScreen />, {
      route: '/scanner/qr-reader',
      policies: AUDITOR_POLICIES,
    });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Start the audit' }));
    expect(await screen.findByText('Choose the branch to count.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    await user.click(await screen.findByText('Pune HQ (Pune)'));
    await user.type(screen.getByLabelText('Note (optional)'), 'Floor 2');
    expect(await screen.findByText('3 assets expected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the audit' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?session=${SESSION_ID}`));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      branchId: BRANCH._id,
      area: 'Floor 2',
    });
    expect(await screen.findByRole('heading', { name: 'Audit of Pune HQ' })).toBeInTheDocument();
  });

  it('shows a scan at once, sends it, and shows the counts and lists the server answers', async () => {
    inSession();
    expect(await screen.findByRole('heading', { name: 'Audit of Pune HQ' })).toBeInTheDocument();
    await waitFor(() => expect(count('missing')).toHaveTextContent('Missing3'));
    // The camera's code is taken only once the device's queue is open (the field is enabled
    // then): on a loaded machine the camera can see a frame before, and that one is dropped.
    await waitFor(() => expect(screen.getByLabelText('Tag or tag link')).toBeEnabled());
    detector.show('https://itam.example/url_redirect?tag=DC-0001');
    expect(await screen.findByText('Found: Laptop 1')).toBeInTheDocument();
    await waitFor(() => expect(count('found')).toHaveTextContent('Found1'));
    expect(screen.getByTestId('waiting-count')).toHaveTextContent('0 scans waiting to be sent');
    expect(stored.size).toBe(1);
    // The same tag again is said to be counted already, and not sent again.
    const user = setupUser();
    await scanTyped(user, 'DC-0001');
    expect(await screen.findByText('Already counted: DC-0001')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Scans (1)' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.endsWith('/scans'))).toHaveLength(1);
  });

  it('keeps scans made offline waiting, refuses to close meanwhile, and sends them once back online', async () => {
    inSession();
    await screen.findByRole('heading', { name: 'Audit of Pune HQ' });
    offline = true;
    const user = setupUser();
    await scanTyped(user, 'DC-0002');
    expect(await screen.findByText('Expected: DC-0002')).toBeInTheDocument();
    await scanTyped(user, 'ZZ-1');
    expect(await screen.findByText('Not on the list: ZZ-1')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('waiting-count')).toHaveTextContent('2 scans waiting to be sent'),
    );
    await user.click(screen.getByRole('button', { name: 'Close the audit' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('2 scans are still waiting to be sent: close once they are sent.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close the audit' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep counting' }));

    offline = false;
    act(() => {
      globalThis.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('waiting-count')).toHaveTextContent('0 scans waiting to be sent'),
    );
    expect(stored.size).toBe(2);
    await waitFor(() => expect(count('found')).toHaveTextContent('Found1'));
    expect(await screen.findByText('Unknown tag: ZZ-1')).toBeInTheDocument();
  });

  it('takes a mis-scan back', async () => {
    inSession();
    await screen.findByRole('heading', { name: 'Audit of Pune HQ' });
    const user = setupUser();
    await scanTyped(user, 'DC-0003');
    await waitFor(() => expect(count('found')).toHaveTextContent('Found1'));
    await user.click(screen.getByRole('tab', { name: 'Scans (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Undo the scan of DC-0003' }));
    await waitFor(() => expect(stored.size).toBe(0));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
  });

  it('closes with the summary and offers the report', async () => {
    inSession();
    await screen.findByRole('heading', { name: 'Audit of Pune HQ' });
    const user = setupUser();
    await scanTyped(user, 'DC-0001');
    await waitFor(() => expect(count('found')).toHaveTextContent('Found1'));
    await user.click(screen.getByRole('button', { name: 'Close the audit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Found 1, missing 2, unexpected 0.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close the audit' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(api.requests.find((r) => r.url.endsWith('/close'))?.body).toEqual({
      confirmMoves: false,
    });
    expect(screen.queryByLabelText('Tag or tag link')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Missing (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });
});
