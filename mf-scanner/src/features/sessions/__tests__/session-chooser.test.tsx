/**
 * The session chooser on /scanner/qr-reader against a fake server: a branch is required,
 * asset types (the company's) and states narrow the audit, the count it would expect
 * follows the choice (asked of the server with the same filter), the start sends the
 * filter and the note; the last closed audits can be opened again.
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import { BRANCH, fakeSession, fakeSummary, SESSION_ID } from '../../../test-support/fixtures';
import {
  AUDITOR_POLICIES,
  freshDeviceStore,
  renderScreen,
  setupUser,
  VIEWER_POLICIES,
} from '../../../test-support/render-screen';
import QrReaderScreen from '../../reader/qr-reader-screen';

configure({ asyncUtilTimeout: 8000 });

const LAPTOPS = 'c1000000-0000-4000-8000-000000000001';
const MONITORS = 'c1000000-0000-4000-8000-000000000002';
const CLOSED_ID = 'a0d17000-0000-4000-8000-000000000009';
let api: FakeApi;

beforeEach(async () => {
  await freshDeviceStore();
  api = installFakeApi()
    .on('GET', '/company/locations/dropdown', () => ({
      type: 'success',
      locations: [{ ...BRANCH, city: 'Pune' }],
    }))
    .on('GET', '/company/asset-types', () => ({
      type: 'success',
      assetTypes: [
        { _id: LAPTOPS, name: 'Laptop' },
        { _id: MONITORS, name: 'Monitor' },
      ],
    }))
    // The server's count: 12 at the branch, 5 laptops, 2 laptops in repair.
    .on('GET', '/audit-sessions/expected-count', (r) => ({
      type: 'success',
      expected: r.params.states ? 2 : r.params.assetTypeIds ? 5 : 12,
    }))
    .on('GET', '/audit-sessions', (r) => ({
      type: 'success',
      sessions:
        r.params.status === 'closed'
          ? [
              fakeSummary({
                _id: CLOSED_ID,
                status: 'closed',
                closedAt: '2026-11-23T10:00:00.000Z',
              }),
            ]
          : [],
      total: r.params.status === 'closed' ? 1 : 0,
      pageNumber: 0,
      limit: 25,
    }))
    .on('GET', `/audit-sessions/${CLOSED_ID}`, () => ({
      type: 'success',
      session: fakeSession([1, 2], { _id: CLOSED_ID, status: 'closed' }),
    }))
    .on('POST', '/audit-sessions', () => ({ type: 'success', session: fakeSession() }));
});

afterEach(() => api.restore());

/** Picks an option of an antd select by its label, then closes the select's list. */
async function pick(user: ReturnType<typeof setupUser>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  const list = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await user.click(list.at(-1)!);
  await user.keyboard('{Escape}');
}

const countRequests = () =>
  api.requests.filter((r) => r.url === '/audit-sessions/expected-count').map((r) => r.params);

describe('starting an audit with a filter', () => {
  it('narrows by asset type and state, shows the count expected, and sends the filter', async () => {
    const { router } = renderScreen(<QrReaderScreen />, {
      route: '/scanner/qr-reader',
      policies: AUDITOR_POLICIES,
    });
    const user = setupUser();
    await screen.findByRole('button', { name: 'Start the audit' });
    expect(screen.queryByTestId('expected-count')).toBeNull();
    await pick(user, 'Branch', 'Pune HQ (Pune)');
    expect(await screen.findByText('12 assets expected')).toBeInTheDocument();

    await pick(user, 'Asset types (optional)', 'Laptop');
    expect(await screen.findByText('5 assets expected')).toBeInTheDocument();
    await pick(user, 'States (optional)', 'In Repair');
    expect(await screen.findByText('2 assets expected')).toBeInTheDocument();
    expect(countRequests().at(-1)).toEqual({
      branchId: BRANCH._id,
      assetTypeIds: LAPTOPS,
      states: 'IN_REPAIR',
    });

    await user.type(screen.getByLabelText('Note (optional)'), 'Store room');
    await user.click(screen.getByRole('button', { name: 'Start the audit' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?session=${SESSION_ID}`));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      branchId: BRANCH._id,
      area: 'Store room',
      filter: { assetTypeIds: [LAPTOPS], states: ['IN_REPAIR'] },
    });
  });

  it('sends no filter when none is chosen, and says what the note is for', async () => {
    renderScreen(<QrReaderScreen />, { route: '/scanner/qr-reader', policies: AUDITOR_POLICIES });
    const user = setupUser();
    await screen.findByRole('button', { name: 'Start the audit' });
    expect(screen.getByText(/It does not change which assets are expected\./)).toBeInTheDocument();
    await pick(user, 'Branch', 'Pune HQ (Pune)');
    await user.click(screen.getByRole('button', { name: 'Start the audit' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ branchId: BRANCH._id });
  });
});

describe('the closed audits', () => {
  it('lists the last closed ones to open again, and offers no start without audit create', async () => {
    const { router } = renderScreen(<QrReaderScreen />, {
      route: '/scanner/qr-reader',
      policies: { on_asset: { ...VIEWER_POLICIES.on_asset, audit: ['view'] } },
    });
    const user = setupUser();
    const closed = await screen.findByRole('region', { name: 'Recently closed audits' });
    expect(screen.queryByRole('button', { name: 'Start the audit' })).toBeNull();
    expect(await within(closed).findByText(/1 of 3 found · closed/)).toBeInTheDocument();
    await user.click(within(closed).getByRole('button', { name: 'View the audit of Pune HQ' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?session=${CLOSED_ID}`));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });
});
