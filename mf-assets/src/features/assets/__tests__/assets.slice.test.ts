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
  it('merges query changes and marks the list loading', () => {
    const next = assetsReducer(
      loaded,
      list.assetsQueryChanged({ states: ['LOST'], sortBy: 'price', sortOrder: 'asc' }),
    );
    expect(next.query).toMatchObject({
      states: ['LOST'],
      sortBy: 'price',
      sortOrder: 'asc',
      search: '',
    });
    expect(next.status).toBe('loading');
  });

  it('keeps the query on the same screen and starts afresh on another', () => {
    const searched = { ...loaded, query: { ...loaded.query, search: 'dell' } };
    expect(
      assetsReducer(searched, list.assetsScreenOpened({ scope: 'all', states: [] })).query.search,
    ).toBe('dell');
    const other = assetsReducer(
      searched,
      list.assetsScreenOpened({ scope: 'in-stock', states: ['IN_INVENTORY'] }),
    );
    expect(other).toMatchObject({
      scope: 'in-stock',
      items: [],
      pageNumber: 0,
      query: { search: '', states: ['IN_INVENTORY'] },
    });
  });

  it('takes a new page size for load more and asks for the list again', () => {
    const next = assetsReducer(
      { ...loaded, pagingMode: 'load-more' },
      list.assetsPageSizeChanged(100),
    );
    expect(next).toMatchObject({ limit: 100, status: 'loading', error: null });
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
