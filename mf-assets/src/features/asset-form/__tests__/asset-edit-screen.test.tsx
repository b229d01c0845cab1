import '@itam/shared/testing';
import '@testing-library/jest-dom';
import type { AssetDetail, CompanyModule, Policies, RemoteModule } from '@itam/shared/contracts';
import { allPolicies } from '@itam/shared/contracts';
import { screen, within } from '@testing-library/react';
import { fakeAsset, installFakeApi } from '../../../test-support/fake-api';
import { renderScreen, setupUser, VIEWER_POLICIES } from '../../../test-support/render-screen';
import assetsModule from '../../../module';
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
    .on('GET', '/company/purchase-orders/dropdown', () => ({
      type: 'success',
      purchaseOrders: [],
    }));
});

function renderDetail(
  policies: Policies,
  companyRoles: CompanyModule[] = [],
  modules?: RemoteModule[],
) {
  return renderScreen(<AssetEditScreen />, {
    policies,
    companyRoles,
    route: `/assets/edit/${ASSET._id}`,
    path: '/assets/edit/:assetId',
    modules,
  });
}

function Broken(): never {
  throw new Error('the contribution broke');
}

/** Another remote's parts: two tabs (one throws), one for a module the company lacks, a badge. */
const CONTRIBUTOR: RemoteModule = {
  id: 'shop',
  routes: [],
  nav: [],
  i18n: {
    namespace: 'contributor',
    resources: {
      en: { orders: 'Orders', broken: 'Broken' },
      hi: { orders: 'ऑर्डर', broken: 'टूटा' },
    },
  },
  contributions: {
    'asset-detail.tabs': [
      { id: 'broken', order: 20, labelKey: 'broken', component: async () => ({ default: Broken }) },
      {
        id: 'orders',
        order: 10,
        labelKey: 'orders',
        component: async () => ({
          default: ({ asset }: { asset: AssetDetail }) => <p>Orders of {asset.name}</p>,
        }),
      },
      {
        id: 'gated',
        order: 5,
        labelKey: 'orders',
        module: 'it-products',
        component: async () => ({ default: () => <p>Gated</p> }),
      },
    ],
    'asset-detail.badges': [
      {
        id: 'badge',
        order: 1,
        component: async () => ({
          default: ({ assetId }: { assetId: string }) => <span>Badge of {assetId}</span>,
        }),
      },
    ],
  },
};

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

  it("adds other remotes' tabs after its own and their badges to its header, each contained", async () => {
    const user = setupUser();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail(VIEWER_POLICIES, ['asset-management'], [assetsModule, CONTRIBUTOR]);
    await screen.findByRole('heading', { level: 1, name: 'Laptop 7' });
    expect(await screen.findByText(`Badge of ${ASSET._id}`)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Details', 'Assignments', 'Orders', 'Broken']);
    await user.click(screen.getByRole('tab', { name: 'Broken' }));
    expect(await screen.findByText('This part could not be shown.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('Orders of Laptop 7')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Laptop 7');
    spy.mockRestore();
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
