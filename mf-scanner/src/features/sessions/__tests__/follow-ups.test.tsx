/**
 * A closed audit's follow-ups on the reader against a fake server: each missing asset's
 * follow-up listed open; Resolve asks how (found later, or written off as lost: that
 * choice only with asset edit), sends it, and shows the server's answer (by whom and
 * when); the server's refusal shows in the dialog; a viewer sees them without Resolve.
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import type {
  AuditFollowUp,
  AuditFollowUpResolution,
  AuditSessionDetail,
  Policies,
} from '@itam/shared/contracts';
import { formatDateTime } from '@itam/shared/i18n';
import {
  installBarcodeDetector,
  installFakeCamera,
  type FakeCamera,
  type FakeDetector,
} from '../../../test-support/fake-camera';
import { assetRef, fakeSession, SESSION_ID, USER } from '../../../test-support/fixtures';
import {
  AUDITOR_POLICIES,
  freshDeviceStore,
  renderScreen,
  setupUser,
} from '../../../test-support/render-screen';
import QrReaderScreen from '../../reader/qr-reader-screen';

configure({ asyncUtilTimeout: 8000 });

const RESOLVED_AT = '2026-11-25T06:30:00.000Z';
const followUpId = (n: number) => `f0110000-0000-4000-8000-00000000000${n}`;

let api: FakeApi;
let camera: FakeCamera;
let detector: FakeDetector;
let resolved: Map<number, AuditFollowUpResolution>;
let refuse: boolean;

function followUp(n: number): AuditFollowUp {
  const resolution = resolved.get(n) ?? null;
  return {
    _id: followUpId(n),
    asset: resolution === 'lost' ? { ...assetRef(n), state: 'LOST' } : assetRef(n),
    kind: 'missing',
    status: resolution ? 'resolved' : 'open',
    resolution,
    resolvedAt: resolution ? RESOLVED_AT : null,
    resolvedBy: resolution ? USER : null,
  };
}

/** Closed with Laptop 1 found; Laptops 2 and 3 missing, each with a follow-up. */
const closedSession = (): AuditSessionDetail =>
  fakeSession([1], {
    status: 'closed',
    closedAt: '2026-11-24T12:00:00.000Z',
    closedBy: USER,
    followUps: [followUp(2), followUp(3)],
  });

beforeEach(async () => {
  await freshDeviceStore();
  resolved = new Map();
  refuse = false;
  api = installFakeApi()
    .on('GET', `/audit-sessions/${SESSION_ID}`, () => ({
      type: 'success',
      session: closedSession(),
    }))
    .on('POST', /^\/audit-sessions\/[^/]+\/follow-ups\/[^/]+\/resolve$/, (r) => {
      if (refuse) return fail(409, { type: 'error', error: 'The follow-up is resolved already' });
      const n = Number(r.url.split('/')[4]!.slice(-1));
      resolved.set(n, (r.body as { resolution: AuditFollowUpResolution }).resolution);
      return { type: 'success', session: closedSession() };
    });
  camera = installFakeCamera();
  detector = installBarcodeDetector();
});

afterEach(() => {
  api.restore();
  camera.restore();
  detector.restore();
});

const EDITOR: Policies = {
  on_asset: { asset: ['view', 'edit'], audit: ['view', 'create'] },
};

async function openSession(policies: Policies) {
  renderScreen(<QrReaderScreen />, {
    route: `/scanner/qr-reader?session=${SESSION_ID}`,
    policies,
  });
  return screen.findByRole('list', { name: 'Follow-ups of the missing assets' });
}

const itemOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name))!;

describe("a closed audit's follow-ups", () => {
  it('writes a missing asset off as lost, with asset edit, and shows who did and when', async () => {
    const list = await openSession(EDITOR);
    expect(screen.getByRole('heading', { name: 'Follow-ups: 2 open of 2' })).toBeInTheDocument();
    expect(itemOf(list, 'Laptop 2')).toHaveTextContent('Open');
    const user = setupUser();
    await user.click(
      within(list).getByRole('button', { name: 'Resolve the follow-up of Laptop 2' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Written off as lost' }));
    expect(dialog).toHaveTextContent("The asset's state becomes Lost");
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(itemOf(list, 'Laptop 2')).toHaveTextContent(
        `Written off as lost (by Asha Auditor, ${formatDateTime(RESOLVED_AT, 'en')})`,
      ),
    );
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe(`/audit-sessions/${SESSION_ID}/follow-ups/${followUpId(2)}/resolve`);
    expect(post.body).toEqual({ resolution: 'lost' });
    expect(within(itemOf(list, 'Laptop 2')).queryByRole('button', { name: /Resolve/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Follow-ups: 1 open of 2' })).toBeInTheDocument();
  });

  it('lets an auditor without asset edit mark one found later only', async () => {
    const list = await openSession(AUDITOR_POLICIES);
    const user = setupUser();
    await user.click(
      within(list).getByRole('button', { name: 'Resolve the follow-up of Laptop 3' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Written off as lost' })).toBeDisabled();
    expect(dialog).toHaveTextContent('Writing an asset off needs permission to edit assets.');
    expect(within(dialog).getByRole('radio', { name: 'Found later' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(itemOf(list, 'Laptop 3')).toHaveTextContent('Found later (by'));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ resolution: 'found' });
  });

  it("shows the server's refusal in the dialog", async () => {
    refuse = true;
    const list = await openSession(EDITOR);
    const user = setupUser();
    await user.click(
      within(list).getByRole('button', { name: 'Resolve the follow-up of Laptop 2' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(
      await within(dialog).findByText('The follow-up is resolved already'),
    ).toBeInTheDocument();
    expect(itemOf(list, 'Laptop 2')).toHaveTextContent('Open');
  });

  it('lists them without Resolve for a role that only reads audits', async () => {
    const list = await openSession({ on_asset: { asset: ['view'], audit: ['view'] } });
    expect(itemOf(list, 'Laptop 3')).toHaveTextContent('Open');
    expect(within(list).queryByRole('button')).toBeNull();
  });
});
