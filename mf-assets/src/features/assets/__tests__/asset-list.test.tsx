import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  fakeAsset,
  installFakeApi,
  type FakeApi,
  type FakeRequest,
} from '../../../test-support/fake-api';
import {
  confirmDialog,
  renderScreen,
  setupUser,
  VIEWER_POLICIES,
} from '../../../test-support/render-screen';
import AssetListScreen from '../asset-list-screen';

const TOTAL = 45;

function page(request: FakeRequest) {
  const pageNumber = Number(request.params.pageNumber);
  const limit = Number(request.params.limit);
  const search = String(request.params.search ?? '');
  const all = Array.from({ length: TOTAL }, (_, i) => fakeAsset(i + 1)).filter((a) =>
    a.name.includes(search),
  );
  const assets = all.slice(pageNumber * limit, pageNumber * limit + limit);
  // Counts may arrive as strings: the client converts them.
  return {
    type: 'success',
    assets,
    totalAssetsCount: String(all.length),
    limit: String(limit),
    pageNumber: String(pageNumber),
  };
}

let api: FakeApi;
const listRequests = () => api.requests.filter((r) => r.url === '/assets/get-assets');

beforeEach(() => {
  localStorage.clear();
  api = installFakeApi()
    .on('GET', '/assets/get-assets', page)
    .on('GET', '/company/asset-types', () => ({
      type: 'success',
      assetTypes: [{ _id: 't1', name: 'Laptop' }],
    }));
});

/** Rows of the (virtual) table body that carry an asset. */
const bodyRows = () =>
  document.querySelectorAll(
    '.ant-table-tbody-virtual .ant-table-row, .ant-table-tbody .ant-table-row',
  );

describe('asset list', () => {
  it('loads page 0 of 10 and pages on the server', async () => {
    const user = setupUser();
    renderScreen(<AssetListScreen />);
    expect(await screen.findByText('Laptop 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Assets' })).toBeInTheDocument();
    expect(listRequests()[0]?.params).toMatchObject({
      pageNumber: 0,
      limit: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(screen.getByText('45 assets')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Laptop 21')).toBeInTheDocument();
    expect(listRequests().at(-1)?.params).toMatchObject({ pageNumber: 2, limit: 10 });
    expect(screen.queryByText('Laptop 1')).not.toBeInTheDocument();
  });

  it('filters by text after a pause in typing, and by state', async () => {
    const user = setupUser();
    renderScreen(<AssetListScreen />);
    await screen.findByText('Laptop 1');
    const before = listRequests().length;
    await user.type(screen.getByRole('textbox', { name: 'Search assets' }), 'Laptop 4');
    expect(await screen.findByText('Laptop 40')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Laptop 1')).not.toBeInTheDocument());
    // One request for the whole word, not one per key.
    expect(
      listRequests()
        .slice(before)
        .map((r) => r.params.search),
    ).toEqual(['Laptop 4']);
    expect(screen.getByText('7 assets')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Filter by state' }));
    await user.click(await screen.findByTitle('Lost'));
    await waitFor(() =>
      expect(listRequests().at(-1)?.params).toMatchObject({
        states: 'LOST',
        search: 'Laptop 4',
        pageNumber: 0,
      }),
    );
  });

  it("appends pages with 'load more' and keeps only visible rows in the DOM", async () => {
    const user = setupUser();
    renderScreen(<AssetListScreen />);
    await screen.findByText('Laptop 1');
    await user.click(screen.getByText('Load more', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('Showing 10 of 45 assets')).toBeInTheDocument();
    for (const shown of [20, 30, 40]) {
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByText(`Showing ${shown} of 45 assets`)).toBeInTheDocument();
    }
    expect(listRequests().map((r) => r.params.pageNumber)).toEqual([0, 0, 1, 2, 3]);
    // 40 rows loaded; the virtual body renders only those that fit in its height.
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(bodyRows().length).toBeLessThan(40);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 45 of 45 assets')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads more rows per click when the user picks a larger size, starting the list again', async () => {
    const user = setupUser();
    renderScreen(<AssetListScreen />);
    await screen.findByText('Laptop 1');
    await user.click(screen.getByText('Load more', { selector: '.ant-segmented-item-label' }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 20 of 45 assets')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Rows per load' }));
    await user.click(await screen.findByTitle('50 per load'));
    expect(await screen.findByText('Showing 45 of 45 assets')).toBeInTheDocument();
    expect(listRequests().at(-1)?.params).toMatchObject({ pageNumber: 0, limit: 50 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the column choice across a reload', async () => {
    const user = setupUser();
    const first = renderScreen(<AssetListScreen />);
    await screen.findByText('Laptop 1');
    await user.click(await screen.findByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Vendor' }));
    expect(await screen.findByRole('columnheader', { name: 'Vendor' })).toBeInTheDocument();
    expect(screen.getByText('Vendor 1')).toBeInTheDocument();
    first.unmount();

    renderScreen(<AssetListScreen />);
    expect(await screen.findByText('Vendor 1')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Vendor' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Price' })).not.toBeInTheDocument();
  });

  it('deletes the selected assets after confirmation', async () => {
    const user = setupUser();
    const bulk = jest.fn((request: FakeRequest) => ({
      type: 'success',
      updated: (request.body as { ids: string[] }).ids.length,
      failed: [],
    }));
    api.on('POST', '/assets/bulk', bulk);
    renderScreen(<AssetListScreen />);
    await screen.findByText('Laptop 1');
    const row = (name: string) => screen.getByText(name).closest('.ant-table-row') as HTMLElement;
    await user.click(within(row('Laptop 1')).getByRole('checkbox'));
    await user.click(within(row('Laptop 2')).getByRole('checkbox'));
    const bar = screen.getByRole('region', { name: 'Actions on the selected assets' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: /Delete/ }));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Delete 2 assets?');
    expect(bulk).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Laptop 1')).not.toBeInTheDocument());
    expect(bulk.mock.calls[0]?.[0].body).toEqual({
      action: 'delete',
      ids: [fakeAsset(1)._id, fakeAsset(2)._id],
    });
    expect(await screen.findByText('2 assets updated, 0 not changed')).toBeInTheDocument();
  });

  it('shows a viewer no write controls', async () => {
    renderScreen(<AssetListScreen />, { policies: VIEWER_POLICIES });
    await screen.findByText('Laptop 1');
    expect(screen.queryByRole('button', { name: 'New asset' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Laptop 1' })).not.toBeInTheDocument();
    // The name still opens the asset's page, read-only for a viewer.
    expect(screen.getByRole('link', { name: 'Laptop 1' })).toHaveAttribute(
      'href',
      `/assets/edit/${fakeAsset(1)._id}`,
    );
  });

  it('shows a role without asset view the assets assigned to the user, read only', async () => {
    api.on('GET', '/assets/get-assets', () => ({
      type: 'success',
      assets: [fakeAsset(3, { state: 'ASSIGNED' })],
      totalAssetsCount: 1,
      limit: 10,
      pageNumber: 0,
    }));
    renderScreen(<AssetListScreen />, { policies: {} });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Assets assigned to you' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Laptop 3')).toBeInTheDocument();
    // The table says whose assets these are, not the company's.
    expect(screen.getAllByText('Assets assigned to you')).toHaveLength(2);
    expect(screen.queryByText('Assets of your company')).not.toBeInTheDocument();
    expect(screen.getByText('1 asset')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New asset' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Laptop 3' })).not.toBeInTheDocument();
    // The register's page of an asset is not theirs to open, nor its asset types to read.
    expect(screen.queryByRole('link', { name: 'Laptop 3' })).not.toBeInTheDocument();
    expect(api.requests.map((r) => r.url)).not.toContain('/company/asset-types');
  });

  it('tells a user without asset view when nothing is assigned to them', async () => {
    api.on('GET', '/assets/get-assets', (request) => ({
      ...page(request),
      assets: [],
      totalAssetsCount: 0,
    }));
    renderScreen(<AssetListScreen />, { policies: {} });
    expect(
      await screen.findByText(
        'No asset is assigned to you yet. When IT hands one over to you, it shows here.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry, and the empty state', async () => {
    const user = setupUser();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    api.on('GET', '/assets/get-assets', (request) =>
      broken
        ? { __status: 500, data: { type: 'error', error: 'Database down' } }
        : { ...page(request), assets: [], totalAssetsCount: 0 },
    );
    renderScreen(<AssetListScreen />);
    expect(await screen.findByText('The assets could not be loaded')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Something went wrong on the server. Try again; if it happens again, tell your administrator what you were doing.',
      ),
    ).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No assets yet')).toBeInTheDocument();
    await act(async () => undefined);
    error.mockRestore();
  });
});
