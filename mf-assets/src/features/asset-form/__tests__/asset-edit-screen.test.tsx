import '@itam/shared/testing';
import '@testing-library/jest-dom';
import type {
  AssetDetail,
  AssetTicketsResponse,
  CompanyModule,
  Policies,
} from '@itam/shared/contracts';
import { allPolicies } from '@itam/shared/contracts';
import { screen, within } from '@testing-library/react';
import { fakeAsset, installFakeApi } from '../../../test-support/fake-api';
import { renderScreen, setupUser, VIEWER_POLICIES } from '../../../test-support/render-screen';
import AssetEditScreen from '../asset-edit-screen';

jest.setTimeout(40_000);

const ASSET: AssetDetail = {
  ...fakeAsset(7, { state: 'PENDING_DISPOSAL' }),
  description: 'Spare laptop',
  warrantyEndDate: null,
  depreciation: null,
  comments: [],
  assignment: null,
  disposal: null,
  updatedAt: '2026-01-15T10:00:00.000Z',
};
const COMMENT = {
  _id: 'c1',
  text: 'Screen scratched',
  author: { _id: 'u1', name: 'Asha Rao' },
  createdAt: '2026-01-16T10:00:00.000Z',
  updatedAt: '2026-01-16T10:00:00.000Z',
  edited: false,
};

const TICKETS: AssetTicketsResponse = {
  type: 'success',
  openTickets: 1,
  tickets: [
    {
      _id: 'a0000000-0000-4000-8000-000000000001',
      number: 'INC-000123',
      kind: 'incident',
      title: 'Screen flickers',
      status: 'waiting_on_requester',
      priority: 2,
      urgency: 2,
      impact: 3,
      category: null,
      requester: { _id: 'u2', name: 'Ravi Kumar' },
      assignee: null,
      asset: { _id: ASSET._id, name: ASSET.name, tag: null },
      createdAt: '2026-02-01T10:00:00.000Z',
      updatedAt: '2026-02-01T10:00:00.000Z',
      sla: {
        paused: true,
        firstResponseAt: null,
        resolvedAt: null,
        responseDueAt: null,
        resolutionDueAt: null,
        breached: true,
      },
    },
  ],
};

/** Every view permission of the asset detail and none of its writes. */
const LOOKER_POLICIES: Policies = {
  on_asset: {
    asset: ['view'],
    activity: ['view'],
    audit: ['view'],
    depreciation: ['view'],
    image: ['view'],
    comment: ['view'],
  },
};

beforeEach(() => {
  const id = ASSET._id;
  installFakeApi()
    .on('GET', `/assets/${id}`, () => ({ type: 'success', asset: ASSET }))
    .on('GET', `/assets/${id}/assignments`, () => ({ type: 'success', assignments: [] }))
    .on('GET', `/assets/${id}/activity`, () => ({ type: 'success', activities: [], total: 0 }))
    .on('GET', `/assets/${id}/audits`, () => ({ type: 'success', audits: [] }))
    .on('GET', `/assets/${id}/depreciation`, () => ({
      type: 'success',
      settings: null,
      schedule: null,
    }))
    .on('GET', `/assets/${id}/images`, () => ({ type: 'success', images: [] }))
    .on('GET', `/assets/${id}/comments`, () => ({ type: 'success', comments: [COMMENT] }))
    .on('GET', '/company/asset-types', () => ({
      type: 'success',
      assetTypes: [{ _id: 't1', name: 'Laptop' }],
    }))
    .on('GET', `/incidents/assets/${id}/tickets`, () => TICKETS)
    .on('GET', '/vendors/standing?name=Vendor%207', () => ({
      type: 'success',
      vendor: {
        _id: 'b0000000-0000-4000-8000-000000000009',
        vendorName: 'Vendor 7',
        status: 'approved',
        score: 87.5,
        certificateExpiresOn: '2027-03-31',
      },
    }))
    .on('GET', '/company/purchase-orders/dropdown', () => ({
      type: 'success',
      purchaseOrders: [],
    }));
});

function renderDetail(policies: Policies, companyRoles: CompanyModule[] = []) {
  return renderScreen(<AssetEditScreen />, {
    policies,
    companyRoles,
    route: `/assets/edit/${ASSET._id}`,
    path: '/assets/edit/:assetId',
  });
}

const WRITE_BUTTONS = [
  'Save changes',
  'Save',
  'Change state',
  'Assign',
  'Unassign',
  'Dispose',
  'Record audit',
  'Upload image',
  'Add comment',
  'Edit',
];

/** No button (nor upload) that writes, anywhere on the screen. */
function expectNoWriteButtons() {
  for (const name of WRITE_BUTTONS)
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(document.querySelector('input[type="file"]')).toBeNull();
}

describe('asset detail', () => {
  it('shows a viewer the asset read-only, with no write buttons and only the tabs it may see', async () => {
    renderDetail(VIEWER_POLICIES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Laptop 7' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Laptop 7');
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Serial number')).toBeDisabled();
    expectNoWriteButtons();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Details', 'Assignments']);
  });

  it('shows a role with every view but no write permission each tab without its write controls', async () => {
    const user = setupUser();
    renderDetail(LOOKER_POLICIES);
    await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
    expect(screen.getByLabelText('Name')).toBeDisabled();
    for (const tab of ['Activity', 'Audits', 'Depreciation', 'Images', 'Comments']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expectNoWriteButtons();
    }
    // The comments arrived (so the tab's controls had their chance to render).
    expect(await screen.findByText('Screen scratched')).toBeInTheDocument();
    expectNoWriteButtons();
    expect(
      within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it("lists the service desk's tickets about the asset, each opening the ticket, when the company has the desk", async () => {
    const user = setupUser();
    const withDesk = { ...VIEWER_POLICIES, on_incident: { ticket: ['view'] } } as Policies;
    renderDetail(withDesk, ['asset-management', 'incident-management']);
    await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
    await user.click(screen.getByRole('tab', { name: 'Tickets' }));
    const link = await screen.findByRole('link', { name: 'INC-000123' });
    expect(link).toHaveAttribute('href', '/incidents?ticket=a0000000-0000-4000-8000-000000000001');
    expect(screen.getByText('1 open ticket')).toBeInTheDocument();
    expect(screen.getByText('Waiting on requester')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('has no tickets tab without the desk module, or without the permission to view tickets', async () => {
    const withDesk = { ...VIEWER_POLICIES, on_incident: { ticket: ['view'] } } as Policies;
    const { unmount } = renderDetail(withDesk, ['asset-management']);
    await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
    expect(screen.queryByRole('tab', { name: 'Tickets' })).not.toBeInTheDocument();
    unmount();
    renderDetail(VIEWER_POLICIES, ['asset-management', 'incident-management']);
    await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
    expect(screen.queryByRole('tab', { name: 'Tickets' })).not.toBeInTheDocument();
  });

  it("has a Computer tab with the agent's computers view, showing the agent's report of the asset", async () => {
    const user = setupUser();
    const withAgent = {
      ...VIEWER_POLICIES,
      on_organsiation: { agent_computers: ['view'] },
    } as Policies;
    const api = installFakeApi()
      .on('GET', `/assets/${ASSET._id}`, () => ({ type: 'success', asset: ASSET }))
      .on('GET', `/assets/${ASSET._id}/assignments`, () => ({ type: 'success', assignments: [] }))
      .on('GET', '/agent-computers', () => ({
        type: 'success',
        items: [],
        total: 0,
        pageNumber: 0,
        limit: 1,
        byHealth: { good: 0, warning: 0, critical: 0, unknown: 0 },
      }));
    renderDetail(withAgent, ['asset-management']);
    await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
    await user.click(screen.getByRole('tab', { name: 'Computer' }));
    expect(await screen.findByText('No agent reports for this asset yet.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/agent-computers')?.params).toMatchObject({
      assetId: ASSET._id,
    });
  });

  it("shows the standing of the asset's vendor, linking to its review, with the register and the permission", async () => {
    const withVendors = { ...VIEWER_POLICIES, on_vendor: { vendor: ['view'] } } as Policies;
    const { unmount } = renderDetail(withVendors, ['asset-management', 'saas-products']);
    const standing = await screen.findByTestId('vendor-standing');
    expect(standing).toHaveTextContent(
      'Vendor Vendor 7 Approved score 87.5% · certified until 31 Mar 2027',
    );
    expect(within(standing).getByRole('link', { name: 'Vendor Vendor 7' })).toHaveAttribute(
      'href',
      '/certification-form/b0000000-0000-4000-8000-000000000009',
    );
    unmount();
    // Without the register, or without the permission, nothing is asked or shown.
    for (const [policies, roles] of [
      [withVendors, ['asset-management']],
      [VIEWER_POLICIES, ['asset-management', 'saas-products']],
    ] as [Policies, CompanyModule[]][]) {
      const view = renderDetail(policies, roles);
      await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
      expect(screen.queryByTestId('vendor-standing')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('says what holds a reserved asset', async () => {
    installFakeApi()
      .on('GET', `/assets/${ASSET._id}`, () => ({
        type: 'success',
        asset: {
          ...ASSET,
          state: 'IN_INVENTORY',
          reservation: {
            kind: 'shop',
            sourceId: 'c0000000-0000-4000-8000-000000000001',
            orderNumber: 12,
            employee: { _id: 'e1', name: 'Ravi Kumar' },
            joiningDate: null,
          },
        },
      }))
      .on('GET', `/assets/${ASSET._id}/assignments`, () => ({ type: 'success', assignments: [] }));
    renderDetail(VIEWER_POLICIES);
    expect(await screen.findByTestId('asset-reservation')).toHaveTextContent(
      'Reserved for shop order #12 of Ravi Kumar: only its hand-over assigns it',
    );
  });

  it('gives an admin the write buttons (the same checks can fail)', async () => {
    renderDetail(allPolicies());
    await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
    expect(screen.getByLabelText('Name')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change state' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispose' })).toBeInTheDocument();
  });
});
