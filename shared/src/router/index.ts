/**
 * The router every package uses, re-exported by name. Like antd, react-router is
 * shared through this kit entry rather than as a package: a shared package is
 * never tree-shaken, and all of react-router 7 (framework mode, server rendering,
 * cookies) is ~60 KB gzip in the browser, while what the product uses is a third
 * of that. ESLint refuses `react-router-dom` / `react-router` imports elsewhere;
 * add a name here when a package needs one more.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, Location, NavigateFunction, Params, RouteObject } from 'react-router-dom';
