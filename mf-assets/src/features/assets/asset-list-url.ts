/**
 * The asset list's state in the URL: search, filters, sort, page (from 1) and page size,
 * parsed with the kit's zod field schemas (a bad value falls back to its default). The
 * filter names are get-assets' own, so a link from the dashboard reads like the request.
 */
import {
  ASSET_SORT_FIELDS,
  ASSET_STATES,
  DEFAULT_ASSET_PAGE_SIZE,
  UNSET_FILTER,
  WARRANTY_FILTER_MAX_DAYS,
  type AssetSortField,
} from '@itam/shared/contracts';
import { urlField as f, urlListSchema, type UrlListValues } from '@itam/shared/list-state';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const ASSET_LIST_URL = urlListSchema({
  search: f.text(200),
  states: f.list(f.oneOf(ASSET_STATES), ASSET_STATES.length),
  assetTypeId: f.list(f.idOr(UNSET_FILTER)),
  officeId: f.list(f.idOr(UNSET_FILTER)),
  warrantyEndsWithinDays: f.int(0, WARRANTY_FILTER_MAX_DAYS),
  sortBy: f.oneOf(ASSET_SORT_FIELDS),
  sortOrder: f.oneOf(['asc', 'desc']),
  page: f.int(1, 100_000),
  size: f.oneOfNumbers(PAGE_SIZES),
});

export const ASSET_LIST_DEFAULTS = {
  search: '',
  states: [],
  assetTypeId: [],
  officeId: [],
  warrantyEndsWithinDays: null,
  sortBy: 'createdAt' as AssetSortField,
  sortOrder: 'desc' as 'asc' | 'desc',
  page: 1,
  size: DEFAULT_ASSET_PAGE_SIZE as (typeof PAGE_SIZES)[number],
};

export type AssetListUrl = UrlListValues<typeof ASSET_LIST_URL, typeof ASSET_LIST_DEFAULTS>;
