/**
 * The asset list (SPEC.md sections 3 and 4): the loaded assets, page number and size,
 * total count, filter text, the query (search, filters, sort), the paging style and the
 * row selection. Actions are past-tense events. The six list actions of SPEC.md section 4
 * are assetsListReplaced, assetsPageLoaded, assetsPageAppended, assetUpdated,
 * assetRemoved and assetsPageAdvanced; the *Requested events start the saga's work.
 */
import {
  DEFAULT_ASSET_PAGE_NUMBER,
  DEFAULT_ASSET_PAGE_SIZE,
  type AssetListItem,
  type AssetSortField,
  type AssetState,
} from '@itam/shared/contracts';
import { createSlice, type PayloadAction } from '@itam/shared/store';
import type { AssetsPage, BulkAction, BulkTargetState } from './api/assets-api';

export const ASSETS_SLICE_KEY = 'assets';

export type PagingMode = 'pages' | 'load-more';
export type ListStatus = 'idle' | 'loading' | 'loading-more' | 'loaded' | 'failed';

export interface AssetQuery {
  search: string;
  states: AssetState[];
  assetTypeId: string | null;
  officeId: string | null;
  sortBy: AssetSortField;
  sortOrder: 'asc' | 'desc';
}

export interface BulkState {
  status: 'idle' | 'pending' | 'done' | 'failed';
  action: BulkAction | null;
  updated: number;
  failed: number;
  error: string | null;
}

export interface AssetsState {
  items: AssetListItem[];
  totalAssetsCount: number;
  pageNumber: number;
  limit: number;
  /** The search text of the list shown. */
  filterText: string;
  /** What the next load asks for. */
  query: AssetQuery;
  pagingMode: PagingMode;
  /** Which screen the list serves ('all', 'in-stock', ...): another screen starts afresh. */
  scope: string;
  status: ListStatus;
  error: string | null;
  selectedIds: string[];
  bulk: BulkState;
}

declare module '@itam/shared/store' {
  interface AppState {
    [ASSETS_SLICE_KEY]?: AssetsState;
  }
}

export const INITIAL_ASSET_QUERY: AssetQuery = {
  search: '',
  states: [],
  assetTypeId: null,
  officeId: null,
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

const IDLE_BULK: BulkState = { status: 'idle', action: null, updated: 0, failed: 0, error: null };

export const initialAssetsState: AssetsState = {
  items: [],
  totalAssetsCount: 0,
  pageNumber: DEFAULT_ASSET_PAGE_NUMBER,
  limit: DEFAULT_ASSET_PAGE_SIZE,
  filterText: '',
  query: INITIAL_ASSET_QUERY,
  pagingMode: 'pages',
  scope: 'all',
  status: 'idle',
  error: null,
  selectedIds: [],
  bulk: IDLE_BULK,
};

type PageFields = Pick<AssetsPage, 'assets' | 'totalAssetsCount' | 'limit' | 'pageNumber'>;

const assetsSlice = createSlice({
  name: ASSETS_SLICE_KEY,
  initialState: initialAssetsState,
  reducers: {
    // ---- requests (the saga loads) ----------------------------------------
    /** A numbered page was asked for (pages mode). */
    assetsPageRequested(state, action: PayloadAction<{ pageNumber: number; limit?: number }>) {
      state.status = 'loading';
      state.error = null;
      if (action.payload.limit) state.limit = action.payload.limit;
    },
    /** The next page was asked for (load-more mode). */
    assetsMoreRequested(state) {
      state.status = 'loading-more';
      state.error = null;
    },
    /**
     * A list screen opened. The same screen keeps its query and page (back from an edit);
     * another one (In stock after All assets) starts afresh with its fixed states.
     */
    assetsScreenOpened(state, action: PayloadAction<{ scope: string; states: AssetState[] }>) {
      if (state.scope !== action.payload.scope) {
        state.scope = action.payload.scope;
        state.query = { ...INITIAL_ASSET_QUERY, states: action.payload.states };
        state.items = [];
        state.totalAssetsCount = 0;
        state.pageNumber = DEFAULT_ASSET_PAGE_NUMBER;
        state.selectedIds = [];
        state.filterText = '';
      }
      state.status = 'loading';
      state.error = null;
      state.bulk = IDLE_BULK;
    },
    /** The first page again with the current query (retry, after a save). */
    assetsReloadRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** The user typed in the search box (debounced by the saga into assetsQueryChanged). */
    assetsSearchTyped(state, action: PayloadAction<string>) {
      state.query.search = action.payload;
    },
    /** Filters or sort changed: the list restarts at page 0. */
    assetsQueryChanged(state, action: PayloadAction<Partial<AssetQuery>>) {
      state.query = { ...state.query, ...action.payload };
      state.status = 'loading';
      state.error = null;
    },
    assetsPagingModeChanged(state, action: PayloadAction<PagingMode>) {
      state.pagingMode = action.payload;
      state.status = 'loading';
    },
    /**
     * Rows per 'load more' chosen: the list starts again at page 0 with that size, since
     * the server pages by number times size and the loaded rows were paged by the old one.
     */
    assetsPageSizeChanged(state, action: PayloadAction<number>) {
      state.limit = action.payload;
      state.status = 'loading';
      state.error = null;
    },
    assetsLoadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },

    // ---- the six list actions of SPEC.md section 4 --------------------------
    /** Replace the list: resets the page number and sets the filter text. */
    assetsListReplaced(
      state,
      action: PayloadAction<{
        assets: AssetListItem[];
        filterText: string;
        totalAssetsCount?: number;
      }>,
    ) {
      state.items = action.payload.assets;
      state.filterText = action.payload.filterText;
      state.pageNumber = DEFAULT_ASSET_PAGE_NUMBER;
      if (action.payload.totalAssetsCount !== undefined)
        state.totalAssetsCount = action.payload.totalAssetsCount;
      state.status = 'loaded';
      state.selectedIds = [];
    },
    /** Replace with a page: sets total, limit and page number. */
    assetsPageLoaded(state, action: PayloadAction<PageFields>) {
      const { assets, totalAssetsCount, limit, pageNumber } = action.payload;
      Object.assign(state, {
        items: assets,
        totalAssetsCount,
        limit,
        pageNumber,
        status: 'loaded',
      });
      state.selectedIds = [];
    },
    /** Append a page (load more); rows already listed are not repeated. */
    assetsPageAppended(
      state,
      action: PayloadAction<Pick<AssetsPage, 'assets' | 'totalAssetsCount'>>,
    ) {
      const listed = new Set(state.items.map((asset) => asset._id));
      state.items.push(...action.payload.assets.filter((asset) => !listed.has(asset._id)));
      state.totalAssetsCount = action.payload.totalAssetsCount;
      state.status = 'loaded';
    },
    /** Update one asset by id. */
    assetUpdated(state, action: PayloadAction<AssetListItem>) {
      const index = state.items.findIndex((asset) => asset._id === action.payload._id);
      if (index >= 0) state.items[index] = action.payload;
    },
    /** Remove one asset by id. */
    assetRemoved(state, action: PayloadAction<string>) {
      const before = state.items.length;
      state.items = state.items.filter((asset) => asset._id !== action.payload);
      if (state.items.length < before)
        state.totalAssetsCount = Math.max(0, state.totalAssetsCount - 1);
      state.selectedIds = state.selectedIds.filter((id) => id !== action.payload);
    },
    /** Advance the page number. */
    assetsPageAdvanced(state) {
      state.pageNumber += 1;
    },

    // ---- selection and bulk actions ----------------------------------------
    assetsSelectionChanged(state, action: PayloadAction<string[]>) {
      state.selectedIds = action.payload;
    },
    assetsBulkRequested(
      state,
      action: PayloadAction<{ action: BulkAction; ids: string[]; state?: BulkTargetState }>,
    ) {
      state.bulk = { ...IDLE_BULK, status: 'pending', action: action.payload.action };
    },
    /** One asset's delete from its row (confirmed in the screen). */
    assetDeleteRequested(state, _action: PayloadAction<string>) {
      state.bulk = { ...IDLE_BULK, status: 'pending', action: 'delete' };
    },
    assetsBulkFinished(state, action: PayloadAction<{ updated: number; failed: number }>) {
      state.bulk = { ...state.bulk, status: 'done', ...action.payload };
      state.selectedIds = [];
    },
    assetsBulkFailed(state, action: PayloadAction<string>) {
      state.bulk = { ...state.bulk, status: 'failed', error: action.payload };
    },
    assetsBulkDismissed(state) {
      state.bulk = IDLE_BULK;
    },
  },
});

export const {
  assetsPageRequested,
  assetsMoreRequested,
  assetsReloadRequested,
  assetsScreenOpened,
  assetsSearchTyped,
  assetsQueryChanged,
  assetsPagingModeChanged,
  assetsPageSizeChanged,
  assetsLoadFailed,
  assetsListReplaced,
  assetsPageLoaded,
  assetsPageAppended,
  assetUpdated,
  assetRemoved,
  assetsPageAdvanced,
  assetsSelectionChanged,
  assetsBulkRequested,
  assetDeleteRequested,
  assetsBulkFinished,
  assetsBulkFailed,
  assetsBulkDismissed,
} = assetsSlice.actions;

export const assetsReducer = assetsSlice.reducer;
