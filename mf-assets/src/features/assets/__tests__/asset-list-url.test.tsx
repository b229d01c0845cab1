/** The asset lists keep search, filters, sort, page and page size in the URL. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import {
  fakeAsset,
  installFakeApi,
  type FakeApi,
  type FakeRequest,
} from '../../../test-support/fake-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import InStockScreen from '../../state-lists/in-stock-screen';
import AssetListScreen from '../asset-list-screen';

// antd's table re-renders on each key and page in jsdom: seconds each on a loaded 2-core machine.
jest.setTimeout(60_000);

const TOTAL = 45;
const TYPE = '20000000-0000-4000-8000-000000000001';

function page(request: FakeRequest) {
  const pageNumber = Number(request.params.pageNumber);
  const limit = Number(request.params.limit);
  const all = Array.from({ length: TOTAL }, (_, i) => fakeAsset(i + 1));
  return {
    type: 'success',
    assets: all.slice(pageNumber * limit, pageNumber * limit + limit),
    totalAssetsCount: TOTAL,
    limit,
    pageNumber,
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
      assetTypes: [{ _id: TYPE, name: 'Laptop' }],
    }));
});

const DEFAULT_REQUEST = { pageNumber: 0, limit: 10, sortBy: 'createdAt', sortOrder: 'desc' };

describe('the asset list in the URL', () => {
  it('opens with the URL’s search, filters, sort, page and size (a reload or a bookmark)', async () => {
    renderScreen(<AssetListScreen />, {
      route: `/assets?search=Laptop&states=LOST,ASSIGNED&assetTypeId=${TYPE},none&officeId=none&warrantyEndsWithinDays=30&sortBy=price&sortOrder=asc&page=2&size=20`,
    });
    expect(await screen.findByText('Laptop 21')).toBeInTheDocument();
    expect(listRequests()).toHaveLength(1);
    expect(listRequests()[0]!.params).toEqual({
      search: 'Laptop',
      states: 'LOST,ASSIGNED',
      assetTypeId: `${TYPE},none`,
      officeId: 'none',
      warrantyEndsWithinDays: 30,
      sortBy: 'price',
      sortOrder: 'asc',
      pageNumber: 1,
      limit: 20,
    });
    expect(screen.getByRole('textbox', { name: 'Search assets' })).toHaveValue('Laptop');
    expect(screen.getByText('Warranty ends within 30 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '2' })).toHaveClass('ant-pagination-item-active');
  });

  it('uses the default for each bad value and keeps the good ones', async () => {
    renderScreen(<AssetListScreen />, {
      route:
        '/assets?page=abc&size=20&states=LOST,BROKEN&assetTypeId=x&sortBy=colour&sortOrder=asc&warrantyEndsWithinDays=-3&search=Laptop',
    });
    expect(await screen.findByText('Laptop 1')).toBeInTheDocument();
    expect(listRequests()[0]!.params).toEqual({
      ...DEFAULT_REQUEST,
      limit: 20,
      sortOrder: 'asc',
      search: 'Laptop',
    });
  });

  it('pushes a page change, so back shows the previous page again', async () => {
    const user = setupUser();
    const { router } = renderScreen(<AssetListScreen />, { route: '/assets?states=LOST' });
    await screen.findByText('Laptop 1');
    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Laptop 21')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?states=LOST&page=3');
    expect(listRequests().at(-1)!.params).toMatchObject({ pageNumber: 2, states: 'LOST' });
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Laptop 1')).toBeInTheDocument();
    expect(listRequests().at(-1)!.params).toMatchObject({ pageNumber: 0, states: 'LOST' });
  });

  it('writes the search to the URL as it is typed, replacing the entry', async () => {
    const user = setupUser();
    const { router } = renderScreen(<AssetListScreen />, { route: '/assets?page=2' });
    await screen.findByText('Laptop 11');
    await user.type(screen.getByRole('textbox', { name: 'Search assets' }), 'HP 4');
    expect(router.state.location.search).toBe('?search=HP+4');
    expect(router.state.historyAction).toBe('REPLACE');
    // After the pause in typing the list asks for the whole word, from the first page.
    await waitFor(() =>
      expect(listRequests().at(-1)!.params).toMatchObject({ search: 'HP 4', pageNumber: 0 }),
    );
  });

  it('keeps a state list’s own search and page, whatever states its URL names', async () => {
    renderScreen(<InStockScreen />, { route: '/in-stock?search=dell&page=2&states=LOST' });
    expect(await screen.findByText('Laptop 11')).toBeInTheDocument();
    expect(listRequests()[0]!.params).toMatchObject({
      search: 'dell',
      states: 'IN_INVENTORY',
      pageNumber: 1,
    });
  });
});
