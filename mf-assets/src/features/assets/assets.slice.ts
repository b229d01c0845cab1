/**
 * The asset list (SPEC.md sections 3 and 4): the loaded assets, page number and size,
 * total count, filter text, the query (search, filters, sort), the paging style and the
 * row selection. The query, page and size come from the URL (asset-list-url.ts): each
 * change of them is one assetsViewRequested. Actions are past-tense events. The six list
 * actions of SPEC.md section 4 are assetsListReplaced, assetsPageLoaded,
 * assetsPageAppended, assetUpdated, assetRemoved and assetsPageAdvanced; the *Requested
 * events start the saga's work.
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
  /** Type ids, with `none` for the assets without a type. */
  assetTypeId: string[];
  /** Branch ids, with `none` for the assets without a branch. */
  officeId: string[];
  /** Warranties ending from today to today + N days (assets not disposed). */
  warrantyEndsWithinDays: number | null;
  /** A screen's fixed choice: false for the assets reserved for no one (`/in-stock`). */
  reserved?: boolean;
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
  assetTypeId: [],
  officeId: [],
  warrantyEndsWithinDays: null,
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

/** What a screen's URL asks the list to show. */
export interface AssetsView {
  scope: string;
  query: AssetQuery;
  /** From 0 (the URL's page minus one); load-more always starts at 0. */
  pageNumber: number;
  limit: number;
  typed: boolean;
}

const assetsSlice = createSlice({
  name: ASSETS_SLICE_KEY,
  initialState: initialAssetsState,
  reducers: {
    // ---- requests (the saga loads) ----------------------------------------
    /**
     * The list a screen shows, as its URL says: on opening, and on every change of
     * search, filters, sort, page or size. Another screen (In stock after All assets)
     * starts afresh. `typed`: only the search text changed (the saga waits for a pause).
     */
    assetsViewRequested(state, action: PayloadAction<AssetsView>) {
      const { scope, query, pageNumber, limit } = action.payload;
      if (state.scope !== scope) {
        state.scope = scope;
        state.items = [];
        state.totalAssetsCount = 0;
        state.selectedIds = [];
        state.filterText = '';
      }
      state.query = query;
      state.limit = limit;
      if (state.pagingMode === 'pages') state.pageNumber = pageNumber;
      state.status = 'loading';
      state.error = null;
      if (state.bulk.status !== 'pending') state.bulk = IDLE_BULK;
    },
    /** The next page was asked for (load-more mode). */
    assetsMoreRequested(state) {
      state.status = 'loading-more';
      state.error = null;
    },
    /** The current page again with the current query (retry, after a save). */
    assetsReloadRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** Numbered pages or 'load more'; the screen asks for the view again. */
    assetsPagingModeChanged(state, action: PayloadAction<PagingMode>) {
      state.pagingMode = action.payload;
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
  assetsViewRequested,
  assetsMoreRequested,
  assetsReloadRequested,
  assetsPagingModeChanged,
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
