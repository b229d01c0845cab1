import { fakeAsset } from '../../../test-support/fake-api';
import * as list from '../assets.slice';

const { assetsReducer, initialAssetsState } = list;
const loaded = {
  ...initialAssetsState,
  items: [fakeAsset(1), fakeAsset(2)],
  totalAssetsCount: 30,
  pageNumber: 3,
  status: 'loaded' as const,
};

describe('assets slice: the six list actions of SPEC.md section 4', () => {
  it('replaces the list, resetting the page number and setting the filter text', () => {
    const next = assetsReducer(
      loaded,
      list.assetsListReplaced({ assets: [fakeAsset(9)], filterText: 'lap' }),
    );
    expect(next).toMatchObject({
      items: [fakeAsset(9)],
      pageNumber: 0,
      filterText: 'lap',
      totalAssetsCount: 30,
    });
    expect(
      assetsReducer(
        loaded,
        list.assetsListReplaced({ assets: [], filterText: '', totalAssetsCount: 0 }),
      ).totalAssetsCount,
    ).toBe(0);
  });

  it('replaces with a page, setting total, limit and page number', () => {
    const next = assetsReducer(
      { ...loaded, selectedIds: ['x'] },
      list.assetsPageLoaded({
        assets: [fakeAsset(5)],
        totalAssetsCount: 41,
        limit: 20,
        pageNumber: 2,
      }),
    );
    expect(next).toMatchObject({
      items: [fakeAsset(5)],
      totalAssetsCount: 41,
      limit: 20,
      pageNumber: 2,
      status: 'loaded',
      selectedIds: [],
    });
  });

  it('appends a page without repeating rows already listed', () => {
    const next = assetsReducer(
      loaded,
      list.assetsPageAppended({ assets: [fakeAsset(2), fakeAsset(3)], totalAssetsCount: 31 }),
    );
    expect(next.items.map((a) => a.name)).toEqual(['Laptop 1', 'Laptop 2', 'Laptop 3']);
    expect(next.totalAssetsCount).toBe(31);
    expect(next.pageNumber).toBe(3);
  });

  it('updates one asset by id and ignores an unknown id', () => {
    const renamed = { ...fakeAsset(2), name: 'Renamed' };
    expect(assetsReducer(loaded, list.assetUpdated(renamed)).items[1]?.name).toBe('Renamed');
    expect(assetsReducer(loaded, list.assetUpdated(fakeAsset(77))).items).toEqual(loaded.items);
  });

  it('removes one asset by id, with its selection and one off the total', () => {
    const next = assetsReducer(
      { ...loaded, selectedIds: [fakeAsset(1)._id] },
      list.assetRemoved(fakeAsset(1)._id),
    );
    expect(next.items.map((a) => a._id)).toEqual([fakeAsset(2)._id]);
    expect(next.totalAssetsCount).toBe(29);
    expect(next.selectedIds).toEqual([]);
    expect(assetsReducer(loaded, list.assetRemoved('unknown')).totalAssetsCount).toBe(30);
  });

  it('advances the page number', () => {
    expect(assetsReducer(loaded, list.assetsPageAdvanced()).pageNumber).toBe(4);
  });
});

describe('assets slice: query, screens and bulk state', () => {
  const view = (over: Partial<list.AssetsView> = {}): list.AssetsView => ({
    scope: 'all',
    query: { ...list.INITIAL_ASSET_QUERY, states: ['LOST'], sortBy: 'price', sortOrder: 'asc' },
    pageNumber: 2,
    limit: 20,
    typed: false,
    ...over,
  });

  it('takes the URL’s query, page and size and marks the list loading', () => {
    const next = assetsReducer(loaded, list.assetsViewRequested(view()));
    expect(next).toMatchObject({
      query: { states: ['LOST'], sortBy: 'price', sortOrder: 'asc', search: '' },
      pageNumber: 2,
      limit: 20,
      status: 'loading',
      items: loaded.items,
    });
    // Load more always starts again at the first page (the saga replaces the list).
    const more = assetsReducer(
      { ...loaded, pagingMode: 'load-more' },
      list.assetsViewRequested(view()),
    );
    expect(more.pageNumber).toBe(loaded.pageNumber);
  });

  it('keeps the rows on the same screen and starts afresh on another', () => {
    const other = assetsReducer(
      { ...loaded, selectedIds: ['x'], filterText: 'dell' },
      list.assetsViewRequested(view({ scope: 'in-stock' })),
    );
    expect(other).toMatchObject({
      scope: 'in-stock',
      items: [],
      totalAssetsCount: 0,
      selectedIds: [],
      filterText: '',
    });
  });

  it('records a failed load and the bulk life cycle', () => {
    expect(assetsReducer(loaded, list.assetsLoadFailed('boom'))).toMatchObject({
      status: 'failed',
      error: 'boom',
    });
    const pending = assetsReducer(
      { ...loaded, selectedIds: ['a'] },
      list.assetsBulkRequested({ action: 'delete', ids: ['a'] }),
    );
    expect(pending.bulk).toMatchObject({ status: 'pending', action: 'delete' });
    const done = assetsReducer(pending, list.assetsBulkFinished({ updated: 1, failed: 0 }));
    expect(done).toMatchObject({ bulk: { status: 'done', updated: 1 }, selectedIds: [] });
    expect(assetsReducer(done, list.assetsBulkDismissed()).bulk.status).toBe('idle');
  });
});
