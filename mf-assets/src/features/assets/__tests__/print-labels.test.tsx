/** Print label: the QR label sheet of one asset (its page) or of the rows chosen in the list. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { AssetDetail, Policies } from '@itam/shared/contracts';
import {
  fail,
  fakeAsset,
  installFakeApi,
  type FakeApi,
  type FakeRequest,
} from '../../../test-support/fake-api';
import { renderScreen, setupUser, VIEWER_POLICIES } from '../../../test-support/render-screen';
import AssetEditScreen from '../../asset-form/asset-edit-screen';
import AssetListScreen from '../asset-list-screen';

jest.setTimeout(40_000);

const PRINTER: Policies = {
  on_asset: { asset: ['view'], generate_tag: ['create'] },
};

const ASSET: AssetDetail = {
  ...fakeAsset(7),
  description: null,
  warrantyEndDate: null,
  depreciation: null,
  comments: [],
  assignment: null,
  disposal: null,
  updatedAt: '2026-01-15T10:00:00.000Z',
};

let api: FakeApi;
let click: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:labels'), revokeObjectURL: jest.fn() });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  api = installFakeApi()
    .on('GET', `/assets/${ASSET._id}`, () => ({ type: 'success', asset: ASSET }))
    .on('GET', '/assets/get-assets', (r: FakeRequest) => ({
      type: 'success',
      assets: [fakeAsset(1), fakeAsset(2), fakeAsset(3, { tag: null })],
      totalAssetsCount: 3,
      limit: Number(r.params.limit),
      pageNumber: 0,
    }))
    .on('GET', '/company/asset-types', () => ({
      type: 'success',
      assetTypes: [{ _id: 't1', name: 'Laptop' }],
    }))
    .on('GET', '/company/purchase-orders/dropdown', () => ({
      type: 'success',
      purchaseOrders: [],
    }))
    .on('POST', '/company/tag-labels', () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
});
afterEach(() => click.mockRestore());

const labelRequests = () => api.requests.filter((r) => r.url === '/company/tag-labels');

async function expectDownloaded(ids: string[]) {
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('asset-labels.pdf');
  expect(labelRequests().map((r) => r.body)).toEqual([{ assetIds: ids }]);
}

const detail = (policies: Policies) =>
  renderScreen(<AssetEditScreen />, {
    policies,
    route: `/assets/edit/${ASSET._id}`,
    path: '/assets/edit/:assetId',
  });

describe('the asset’s page', () => {
  it('prints the asset’s QR label', async () => {
    const user = setupUser();
    detail(PRINTER);
    await user.click(await screen.findByRole('button', { name: 'Print label' }));
    await expectDownloaded([ASSET._id]);
  });

  it('offers no label to a role without label printing', async () => {
    detail(VIEWER_POLICIES);
    await screen.findByRole('heading', { level: 1, name: ASSET.name });
    expect(screen.queryByRole('button', { name: 'Print label' })).not.toBeInTheDocument();
  });
});

describe('the asset list', () => {
  const row = (name: string) => screen.getByText(name).closest('.ant-table-row') as HTMLElement;

  it('prints the labels of the selected rows', async () => {
    const user = setupUser();
    renderScreen(<AssetListScreen />, { policies: PRINTER });
    await screen.findByText('Laptop 1');
    await user.click(within(row('Laptop 1')).getByRole('checkbox'));
    await user.click(within(row('Laptop 2')).getByRole('checkbox'));
    const bar = screen.getByRole('region', { name: 'Actions on the selected assets' });
    // A role that only prints labels sets no state and deletes nothing.
    expect(within(bar).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Print 2 labels' }));
    await expectDownloaded([fakeAsset(1)._id, fakeAsset(2)._id]);
  });

  it('leaves out the selected rows without a tag, and says so', async () => {
    const user = setupUser();
    renderScreen(<AssetListScreen />, { policies: PRINTER });
    await screen.findByText('Laptop 3');
    await user.click(within(row('Laptop 2')).getByRole('checkbox'));
    await user.click(within(row('Laptop 3')).getByRole('checkbox'));
    expect(
      screen.getByText('1 selected asset has no tag yet: it gets no label'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print 1 label' }));
    await expectDownloaded([fakeAsset(2)._id]);
  });

  it('says why the server refused the labels', async () => {
    const user = setupUser();
    api.on('POST', '/company/tag-labels', () =>
      fail(404, { type: 'error', error: '1 of the assets were not found' }),
    );
    renderScreen(<AssetListScreen />, { policies: PRINTER });
    await screen.findByText('Laptop 1');
    await user.click(within(row('Laptop 1')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Print 1 label' }));
    expect(await screen.findByText('1 of the assets were not found')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
