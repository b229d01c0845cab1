export {
  isRouterPath,
  matchRoutePath,
  registerProductFromPath,
  routerEntries,
  type RouteMatch,
} from './match-route-path';
export {
  routeRegistry,
  setRouteRegistry,
  subscribeRouteRegistry,
  useRouteRegistry,
} from './route-registry-store';
export { navEntriesOf } from './nav-entries';
export { examplePath } from './example-path';
export { requestNavCountsRefresh } from './nav-counts-refresh';
export {
  ExtensionHostProvider,
  requestExtensions,
  staticExtensionHost,
  useExtensionHost,
  type ExtensionHost,
  type PointExtensionHost,
} from './extension-host';
