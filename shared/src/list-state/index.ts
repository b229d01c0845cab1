/**
 * `@itam/shared/list-state`: a list screen's search, filters, sort, page and page size
 * in the URL query (useUrlListState), with the zod field schemas that parse them. An
 * entry of its own, so only list screens load it (and zod's small build with it).
 */
export {
  queryText,
  readUrlList,
  urlParamOf,
  useUrlListState,
  type UrlFieldSchema,
  type UrlListDefaults,
  type UrlListSchema,
  type UrlListUpdate,
  type UrlListValues,
  type UrlListWriteOptions,
} from './use-url-list-state';
export { urlField, urlListSchema } from './url-fields';
