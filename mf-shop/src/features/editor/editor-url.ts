/**
 * The catalogue editor's state in the URL: its tab (`settings`: the shop's settings; none:
 * the products), the list's search, whether retired products show, its page, and the
 * product open in the form (`edit`: its id, or `new`).
 */
import { urlField as f, urlListSchema, type UrlListValues } from '@itam/shared/list-state';

export const EDITOR_TABS = ['products', 'settings'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export const EDITOR_URL = urlListSchema({
  tab: f.oneOf(EDITOR_TABS),
  search: f.text(100),
  retired: f.oneOf(['all', 'true']),
  page: f.int(1, 100_000),
  edit: f.idOr('new'),
});

export const EDITOR_DEFAULTS = {
  tab: 'products' as EditorTab,
  search: '',
  /** null: the products in the shop only. */
  retired: null as 'all' | 'true' | null,
  page: 1,
  edit: null as string | null,
};

export type EditorUrl = UrlListValues<typeof EDITOR_URL, typeof EDITOR_DEFAULTS>;

export const EDITOR_PAGE_SIZE = 25;
