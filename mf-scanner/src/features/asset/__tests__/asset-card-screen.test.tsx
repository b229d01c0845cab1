/**
 * /scanner/asset/:id: the phone card of a scanned asset and its quick actions by
 * permission, through the asset register's routes (a fake server); offline, what the
 * device's audits know of it (a fresh in-memory IndexedDB), the actions waiting.
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { allPolicies, type AssetDetail } from '@itam/shared/contracts';
import { fail, installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import { openScanQueue } from '../../../queue/use-scan-queue';
import {
  assetRef,
  BRANCH,
  fakeSession,
  SESSION_ID,
  STORY_ASSET,
} from '../../../test-support/fixtures';
import {
  freshDeviceStore,
  renderScreen,
  setupUser,
  VIEWER_POLICIES,
} from '../../../test-support/render-screen';
import AssetCardScreen from '../asset-card-screen';
import { localToday } from '../quick-actions';

const ID = assetRef(7)._id;
// The offline card reads the device's IndexedDB: on a loaded machine that can pass a second.
configure({ asyncUtilTimeout: 8000 });

/** The shared assigned laptop (the stories' too), with `over` on top. */
function fakeAsset(over: Partial<AssetDetail> = {}): AssetDetail {
  return { ...STORY_ASSET, ...over };
}

let api: FakeApi;
let asset: AssetDetail;

beforeEach(() => {
  asset = fakeAsset();
  api = installFakeApi()
    .on('GET', `/assets/${ID}`, () => ({ type: 'success', asset }))
    .on('GET', `/assets/${ID}/audits`, () => ({
      type: 'success',
      audits: [
        {
          _id: 'au1',
          date: '2026-10-02',
          auditorName: 'Asha Auditor',
          office: BRANCH,
          condition: 'fair',
          notes: null,
          createdBy: null,
          createdAt: '2026-10-02T10:00:00.000Z',
        },
      ],
    }))
    .on('GET', `/assets/${ID}/images`, () => ({
      type: 'success',
      images: [
        {
          _id: 'i1',
          fileName: 'front.jpg',
          contentType: 'image/jpeg',
          size: 1000,
          url: '/api/uploads/i1?sig=x',
          createdAt: '2026-10-02T10:00:00.000Z',
          uploadedBy: null,
        },
      ],
    }))
    .on('GET', '/company/locations/dropdown', () => ({
      type: 'success',
      locations: [{ ...BRANCH, city: 'Pune' }],
    }))
    .on('POST', `/assets/${ID}/audits`, () => ({ type: 'success', audit: {} }))
    .on('POST', `/assets/${ID}/unassign`, () => {
      asset = fakeAsset({ state: 'IN_INVENTORY', employee: null });
      return { type: 'success', asset };
    })
    .on('POST', `/assets/${ID}/state`, () =>
      fail(409, {
        type: 'error',
        error: 'The asset cannot go from ASSIGNED to DEAD',
        issues: [{ field: 'state', message: 'Not allowed' }],
      }),
    );
});

afterEach(() => api.restore());

const render = (policies = allPolicies(), id = ID) =>
  renderScreen(<AssetCardScreen />, {
    route: `/scanner/asset/${id}`,
    path: '/scanner/asset/:id',
    policies,
  });

describe('/scanner/asset/:id', () => {
  it('shows the photo, name, tag, state, holder, location and last audit', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'ThinkPad T14' })).toBeInTheDocument();
    expect(screen.getByText('DC-0007')).toBeInTheDocument();
    expect(screen.getByText('Assigned')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar (EMP-12)')).toBeInTheDocument();
    expect(screen.getByText('Pune HQ')).toBeInTheDocument();
    expect(await screen.findByText('2026-10-02, Fair, by Asha Auditor')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Photo of ThinkPad T14' })).toHaveAttribute(
      'src',
      '/api/uploads/i1?sig=x',
    );
  });

  it('offers no action to a role that may only look', async () => {
    render(VIEWER_POLICIES);
    await screen.findByRole('heading', { name: 'ThinkPad T14' });
    expect(screen.queryByRole('button', { name: 'Audit it now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change the state' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unassign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a photo' })).toBeNull();
    expect(screen.queryByText('Last audit')).toBeNull();
  });

  it('audits it now with its condition, location and note', async () => {
    render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Audit it now' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Condition' }));
    await user.click(await screen.findByTitle('Damaged'));
    await user.type(within(dialog).getByLabelText('Note'), 'Cracked lid');
    await user.click(within(dialog).getByRole('button', { name: 'Save the audit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      date: localToday(),
      auditorName: 'Asha Auditor',
      condition: 'damaged',
      officeId: BRANCH._id,
      notes: 'Cracked lid',
    });
  });

  it('unassigns an assigned asset, and shows a refused state change in its dialog', async () => {
    render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Unassign' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unassign' }),
    );
    expect(await screen.findByRole('button', { name: 'Assign' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.url.endsWith('/unassign'))?.body).toEqual({
      date: localToday(),
    });

    await user.click(screen.getByRole('button', { name: 'Change the state' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(
      await within(dialog).findByText('Choose the new state.', { selector: '[role=alert] *' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'New state' }));
    await user.click(await screen.findByTitle('Dead'));
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(
      await within(dialog).findByText('The asset cannot go from ASSIGNED to DEAD'),
    ).toBeInTheDocument();
  });

  it('adds a photo from the camera input, refusing a file of another type', async () => {
    api
      .on('POST', `/assets/${ID}/images/upload-url`, () => ({
        type: 'success',
        uploadUrl: '/api/uploads/put?sig=y',
        expiresAt: '2026-11-24T10:00:00.000Z',
        upload: {
          method: 'PUT',
          url: '/api/uploads/put?sig=y',
          headers: { 'Content-Type': 'image/png' },
        },
        confirmUrl: '/api/uploads/put?sig=y',
        image: { _id: 'i2' },
      }))
      .on('PUT', '/api/uploads/put?sig=y', () => ({ type: 'success', image: { _id: 'i2' } }));
    render();
    const user = setupUser({ applyAccept: false });
    const input = await screen.findByLabelText('Photo of the asset');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP photo.')).toBeInTheDocument();
  });

  it('says so for an asset the company does not have, or a malformed id', async () => {
    render(allPolicies(), assetRef(8)._id);
    expect(await screen.findByText('No such asset in your company.')).toBeInTheDocument();
    render(allPolicies(), 'not-an-id');
    expect(await screen.findAllByText('No such asset in your company.')).toHaveLength(2);
  });
});

describe('/scanner/asset/:id offline', () => {
  const OFFLINE_NOTICE =
    'Offline: showing what this device knows; actions that need the server wait.';
  const actionNames = ['Audit it now', 'Change the state', 'Assign', 'Add a photo'];
  let offlineApi: FakeApi;

  beforeEach(async () => {
    api.restore();
    await freshDeviceStore();
    // No answer from the server for anything.
    offlineApi = installFakeApi().on('GET', /.*/, () => fail(0));
  });

  afterEach(() => offlineApi.restore());

  it("shows what the device's audit knows of the asset and its queued scan, actions waiting", async () => {
    const queue = await openScanQueue();
    await queue.keepSession(fakeSession());
    await queue.scan(SESSION_ID, 'https://itam.example/url_redirect?tag=DC-0002');
    render(allPolicies(), assetRef(2)._id);
    expect(await screen.findByRole('heading', { name: 'Laptop 2' })).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_NOTICE)).toBeInTheDocument();
    expect(screen.getByText('DC-0002')).toBeInTheDocument();
    expect(screen.getByText('In Inventory')).toBeInTheDocument();
    expect(screen.getByText('Pune HQ')).toBeInTheDocument();
    expect(screen.getByText('Audit of Pune HQ (Floor 2)')).toBeInTheDocument();
    expect(screen.getByText(/in the audit of Pune HQ: waiting to be sent$/)).toBeInTheDocument();
    for (const name of actionNames) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(
      screen.getByText('These actions need the server: they wait until the device is online.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The asset could not be loaded')).toBeNull();
  });

  it('says the device knows nothing of an asset on no kept audit', async () => {
    const queue = await openScanQueue();
    await queue.keepSession(fakeSession());
    render(allPolicies(), ID);
    expect(
      await screen.findByText('Offline: this device knows nothing of this asset yet'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ThinkPad T14' })).toBeNull();
  });

  it('keeps a card read online, waits its actions while offline and reads it again once back', async () => {
    offlineApi.restore();
    offlineApi = installFakeApi()
      .on('GET', /.*/, () => fail(0))
      .on('GET', `/assets/${ID}`, () => ({ type: 'success', asset }));
    render();
    await screen.findByRole('heading', { name: 'ThinkPad T14' });
    expect(screen.getByRole('button', { name: 'Audit it now' })).toBeEnabled();
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
    act(() => void globalThis.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(OFFLINE_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Audit it now' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'ThinkPad T14' })).toBeInTheDocument();
    const reads = () => offlineApi.requests.filter((r) => r.url === `/assets/${ID}`).length;
    expect(reads()).toBe(1);
    act(() => void globalThis.dispatchEvent(new Event('online')));
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull());
    expect(screen.getByRole('button', { name: 'Audit it now' })).toBeEnabled();
  });
});
