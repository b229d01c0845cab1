/**
 * Links into the asset list with filters (`/assets?states=LOST`), for the dashboard's
 * figures and charts. The parameter names are the list's URL state (asset-list-url.ts,
 * imported for its types only: the dashboard does not load the parser).
 */
import type { AssetListUrl } from './asset-list-url';

/** The list's filters as its URL holds them (`assetTypeId`/`officeId`: ids or `none`). */
export type AssetListFilters = Partial<
  Pick<AssetListUrl, 'search' | 'states' | 'assetTypeId' | 'officeId' | 'warrantyEndsWithinDays'>
>;

export const ASSET_LIST_PATH = '/assets';

/** `/assets` with these filters; lists as comma lists, empty ones left out. */
export function assetListHref(filters: AssetListFilters = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  // Commas as they are, like the list writes them (`states=LOST,ASSIGNED`).
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `${ASSET_LIST_PATH}?${query}` : ASSET_LIST_PATH;
}
