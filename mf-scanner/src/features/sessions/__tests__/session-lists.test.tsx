/**
 * A session's lists with two auditors at work (the server's detail names both) and this
 * device offline: each found or unexpected asset says who scanned it and when (the
 * company's time zone, as the card's device scans), the scans tab lists everyone's scans,
 * this device's scan the server has not had yet shows as waiting (found, not missing), and
 * Refresh reads the session again with what the other auditor scanned since.
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import type { AuditScanRecord, AuditSessionDetail } from '@itam/shared/contracts';
import { formatDateTime } from '@itam/shared/i18n';
import {
  installBarcodeDetector,
  installFakeCamera,
  type FakeCamera,
  type FakeDetector,
} from '../../../test-support/fake-camera';
import {
  assetRef,
  fakeSession,
  OTHER_BRANCH,
  SESSION_ID,
  USER,
} from '../../../test-support/fixtures';
import {
  AUDITOR_POLICIES,
  freshDeviceStore,
  renderScreen,
  setupUser,
} from '../../../test-support/render-screen';
import QrReaderScreen from '../../reader/qr-reader-screen';

configure({ asyncUtilTimeout: 8000 });

const RAVI = { _id: '20000000-0000-4000-8000-000000000002', name: 'Ravi Kumar' };
const AT = {
  asha1: '2026-11-24T09:00:00.000Z',
  ravi2: '2026-11-24T09:05:00.000Z',
  ravi7: '2026-11-24T09:10:00.000Z',
  asha9: '2026-11-24T09:12:00.000Z',
  ravi2b: '2026-11-24T09:20:00.000Z',
};

function record(
  id: string,
  n: number | null,
  by: AuditScanRecord['scannedBy'],
  at: string,
): AuditScanRecord {
  const asset = n === null ? null : n === 7 ? assetRef(7, OTHER_BRANCH) : assetRef(n);
  return {
    clientScanId: id,
    code: asset?.tag ?? 'ZZ-9',
    tag: asset?.tag ?? 'ZZ-9',
    result: asset === null ? 'unknown' : n === 7 ? 'unexpected' : 'found',
    asset,
    condition: null,
    note: null,
    scannedAt: at,
    receivedAt: at,
    scannedBy: by,
    undoneAt: null,
  };
}

/** The server's session: Asha found Laptop 1, Ravi an unexpected Laptop 7, Asha an unknown tag; `raviFound2` adds Ravi's Laptop 2. */
function serverSession(raviFound2: boolean): AuditSessionDetail {
  const base = fakeSession([1], {
    unexpected: [{ asset: assetRef(7, OTHER_BRANCH), scannedAt: AT.ravi7, scannedBy: RAVI }],
    unknown: [{ tag: 'ZZ-9', scannedAt: AT.asha9, scannedBy: USER }],
  });
  const expected = base.expected.map((e) =>
    e.asset._id === assetRef(2)._id && raviFound2
      ? { ...e, found: { scannedAt: AT.ravi2b, scannedBy: RAVI } }
      : e,
  );
  return {
    ...base,
    expected,
    counts: { ...base.counts, found: raviFound2 ? 2 : 1, missing: raviFound2 ? 1 : 2 },
    scans: [
      record('asha-1', 1, USER, AT.asha1),
      record('ravi-7', 7, RAVI, AT.ravi7),
      record('asha-9', null, USER, AT.asha9),
      ...(raviFound2 ? [record('ravi-2', 2, RAVI, AT.ravi2b)] : []),
    ],
  };
}

let api: FakeApi;
let camera: FakeCamera;
let detector: FakeDetector;
let raviFound2: boolean;

beforeEach(async () => {
  await freshDeviceStore();
  raviFound2 = false;
  api = installFakeApi()
    .on('GET', `/audit-sessions/${SESSION_ID}`, () => ({
      type: 'success',
      session: serverSession(raviFound2),
    }))
    // This device is offline: its scans wait.
    .on('POST', `/audit-sessions/${SESSION_ID}/scans`, () => fail(0));
  camera = installFakeCamera();
  detector = installBarcodeDetector();
});

afterEach(() => {
  api.restore();
  camera.restore();
  detector.restore();
});

const when = (iso: string) => formatDateTime(iso, 'en');
/** The shown tab's panel (antd keeps the panels opened before, hidden). */
const panel = () =>
  screen.getAllByRole('tabpanel').find((p) => p.getAttribute('aria-hidden') === 'false')!;

async function openTab(user: ReturnType<typeof setupUser>, name: string | RegExp) {
  await user.click(await screen.findByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name, selected: true })).toBeTruthy());
}

const rowOf = (text: string) =>
  within(panel())
    .getAllByTestId('list-row')
    .find((row) => row.textContent?.includes(text))!;

describe("a session's lists with two auditors", () => {
  it('say who scanned each asset and when, and show this device’s waiting scan as waiting', async () => {
    renderScreen(<QrReaderScreen />, {
      route: `/scanner/qr-reader?session=${SESSION_ID}`,
      policies: AUDITOR_POLICIES,
    });
    await screen.findByRole('heading', { name: 'Audit of Pune HQ' });
    const user = setupUser();
    // The company's time zone (India): 09:00 UTC is 14:30.
    expect(when(AT.asha1)).toContain('14:30');

    await openTab(user, 'Found (1)');
    expect(rowOf('Laptop 1')).toHaveTextContent(`Scanned by Asha Auditor, ${when(AT.asha1)}`);
    await openTab(user, 'Unexpected (2)');
    expect(rowOf('Laptop 7')).toHaveTextContent(`Scanned by Ravi Kumar, ${when(AT.ravi7)}`);
    expect(rowOf('Laptop 7')).toHaveTextContent('Mumbai Store');
    expect(rowOf('ZZ-9')).toHaveTextContent(`Unknown tag · ZZ-9Scanned by Asha Auditor`);

    // This device scans Laptop 3 offline: it waits, and shows among the found as waiting.
    const field = screen.getByLabelText('Tag or tag link');
    await waitFor(() => expect(field).toBeEnabled());
    await user.type(field, 'DC-0003{Enter}');
    await screen.findByText('Expected: DC-0003');
    await openTab(user, 'Found (2)');
    expect(rowOf('Laptop 3')).toHaveTextContent('Waiting to be sent');
    expect(rowOf('Laptop 3')).toHaveTextContent('Scanned on this device');
    expect(rowOf('Laptop 1')).not.toHaveTextContent('Waiting to be sent');
    await openTab(user, 'Missing (1)');
    expect(within(panel()).getByText('Laptop 2')).toBeInTheDocument();

    // Every scan, newest first: this device's waiting one, then both auditors'.
    await openTab(user, 'Scans (4)');
    const rows = within(panel()).getAllByTestId('list-row');
    expect(rows[0]).toHaveTextContent('DC-0003');
    expect(rows[0]).toHaveTextContent('Waiting to be sent');
    expect(within(rows[0]!).getByRole('button', { name: 'Undo the scan of DC-0003' })).toBeTruthy();
    expect(rows[1]).toHaveTextContent(`Scanned by Asha Auditor, ${when(AT.asha9)}`);
    expect(rows[2]).toHaveTextContent(`Laptop 7 · DC-0007Scanned by Ravi Kumar, ${when(AT.ravi7)}`);
    expect(rows[3]).toHaveTextContent(`Scanned by Asha Auditor, ${when(AT.asha1)}`);
    // Another device's scans are not this device's to undo.
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('takes a tag typed in lower case as the expected asset, and a repeat in any case as one', async () => {
    renderScreen(<QrReaderScreen />, {
      route: `/scanner/qr-reader?session=${SESSION_ID}`,
      policies: AUDITOR_POLICIES,
    });
    await screen.findByRole('heading', { name: 'Audit of Pune HQ' });
    const user = setupUser();
    const field = screen.getByLabelText('Tag or tag link');
    await waitFor(() => expect(field).toBeEnabled());
    await user.type(field, 'dc-0003{Enter}');
    await screen.findByText('Expected: dc-0003');
    await openTab(user, 'Found (2)');
    expect(rowOf('Laptop 3')).toHaveTextContent('Waiting to be sent');
    await openTab(user, 'Missing (1)');
    expect(within(panel()).queryByText('Laptop 3')).toBeNull();
    // The same label again, in upper case: counted once, not queued a second time.
    await user.type(field, 'DC-0003{Enter}');
    await openTab(user, 'Scans (4)');
    expect(within(panel()).getAllByText(/dc-0003/i)).toHaveLength(1);
    await openTab(user, 'Unexpected (2)');
    expect(within(panel()).queryByText(/dc-0003/i)).toBeNull();
  });

  it("shows the other auditor's new scans when the session is read again", async () => {
    renderScreen(<QrReaderScreen />, {
      route: `/scanner/qr-reader?session=${SESSION_ID}`,
      policies: AUDITOR_POLICIES,
    });
    await screen.findByRole('heading', { name: 'Audit of Pune HQ' });
    const user = setupUser();
    await openTab(user, 'Found (1)');
    raviFound2 = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await openTab(user, 'Found (2)');
    expect(rowOf('Laptop 2')).toHaveTextContent(`Scanned by Ravi Kumar, ${when(AT.ravi2b)}`);
    expect(screen.getByTestId('count-found')).toHaveTextContent('Found2');
  });
});
