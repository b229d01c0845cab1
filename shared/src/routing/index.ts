export {
  isRouterPath,
  matchRoutePath,
  registerProductFromPath,
  ROUTER_ENTRIES,
  type RouteMatch,
} from './match-route-path';
export { navEntriesOf } from './nav-entries';
export { examplePath } from './example-path';
