/**
 * The contract between the shell (Module Federation host) and each remote: every remote
 * exposes exactly `./module`, whose default export is a `RemoteModule`.
 *
 * Type-only imports: this file is part of `@itam/shared/contracts`, which the API imports too.
 */
import type { RouteObject } from '../router';
import type { Reducer } from 'redux';
import type { ExtensionPointId, RemoteContributions } from './extension-points';
import type { Permission } from './permissions';
import type { RouteEntry, RouteNavCount } from './route-registry';

/** The seven remotes, by id. The id is also the redux slice key of the remote. */
export const REMOTE_IDS = [
  'assets',
  'vendors',
  'incidents',
  'exit-signoff',
  'shop',
  'scanner',
  'marketing',
] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];

/** Module Federation container name of each remote (`<name>/module` is what the shell loads). */
export const REMOTE_CONTAINER_NAMES: Readonly<Record<RemoteId, string>> = {
  assets: 'mf_assets',
  vendors: 'mf_vendors',
  incidents: 'mf_incidents',
  'exit-signoff': 'mf_exit_signoff',
  shop: 'mf_shop',
  scanner: 'mf_scanner',
  marketing: 'mf_marketing',
};

/** The module every remote exposes. */
export const REMOTE_EXPOSED_MODULE = './module';

export function isRemoteId(value: unknown): value is RemoteId {
  return typeof value === 'string' && (REMOTE_IDS as readonly string[]).includes(value);
}

/** Icons a menu entry may name; the ui kit maps each to an @ant-design/icons component. */
export const NAV_ICON_NAMES = [
  'dashboard',
  'assets',
  'in-stock',
  'devices',
  'diagnostics',
  'archive',
  'activity',
  'jobs',
  'dispose',
  'branches',
  'settings',
  'vendors',
  'vendor-registration',
  'incidents',
  'ticket',
  'service',
  'status',
  'sign-off',
  'responses',
  'department',
  'authority',
  'onboarding',
  'shop',
  'cart',
  'scanner',
] as const;
export type NavIconName = (typeof NAV_ICON_NAMES)[number];

/** One side-menu entry. `labelKey` is a key of the shared `common` i18n namespace. */
export interface RemoteNavEntry {
  key: string;
  /** The link: the route's path, with the entry's query for a view's entry. */
  path: string;
  labelKey: string;
  icon: NavIconName;
  permission?: Permission;
  /** Where the number beside the label comes from (route-registry.ts RouteNavCount). */
  count?: RouteNavCount;
}

/**
 * A react-router route object of a remote. `path` is required and is exactly the
 * registry path it serves; the screen comes from `Component`, `element` or `lazy`.
 */
export type RemoteRoute = RouteObject & { path: string };

/** Translations of one namespace; each remote ships English and Hindi. */
export interface RemoteI18n {
  namespace: string;
  resources: { en: Record<string, unknown>; hi: Record<string, unknown> };
}

/**
 * One language's strings of a remote's namespace, loaded when that language is first shown:
 * `() => import('./locales/hi/x.json')`.
 */
export type RemoteLanguageLoader = () => Promise<Record<string, unknown> | { default: unknown }>;

export interface RemoteModule {
  id: RemoteId;
  routes: RemoteRoute[];
  nav: RemoteNavEntry[];
  /** Slices to inject into the shell's store, by key (a remote's own slice key is its id). */
  reducers?: Record<string, Reducer>;
  /** Root saga; the shell runs it once, spawned, so a crash cannot stop other sagas. */
  saga?: () => Generator;
  i18n: RemoteI18n;
  /**
   * Languages whose strings load only when shown, so that a page in English never
   * downloads the Hindi ones; `i18n.resources` holds an empty object for each.
   */
  i18nLoad?: Partial<Record<'en' | 'hi', RemoteLanguageLoader>>;
  /** What it adds to other screens' extension points (extension-points.ts). */
  contributions?: RemoteContributions;
}

/**
 * One entry of the runtime `/remotes.json` file served next to the shell, written by the
 * remote's build (`pnpm build`, `pnpm build:remote <id>`): where its code is, which version
 * is deployed, the singleton contract it was built against, and its route data, which the
 * shell reads at start without downloading the remote. The schema is `remoteManifestSchema`
 * in `@itam/shared/schemas`; fields it does not know are kept (an older shell ignores them).
 */
export interface RemoteManifestEntry {
  /** Federation container name. */
  name: string;
  /** URL of its `remoteEntry.js`: `/remotes/<id>/<version>/remoteEntry.js` in production. */
  entry: string;
  /** The deployed version: the name of its folder under `/remotes/<id>/`. */
  version: string;
  /** The kit's singleton contract version the remote was built against (`^contract`). */
  contract: string;
  /** Its routes and menu entries (owner: this remote). */
  routes: RouteEntry[];
  /** The strings of its own namespace that its route data names (menu labels). */
  i18n?: RemoteI18n;
  /**
   * The extension points its module contributes to (its build lists them), so a host screen
   * loads only those remotes; absent (a remote built before the list): it may contribute.
   */
  contributes?: ExtensionPointId[];
  /**
   * What its screens download first, from its build (shared/src/federation/screen-files.ts),
   * so the start-up chunk can ask for it before the app's code has run; absent: nothing early.
   */
  preload?: RemotePreload;
}

/** A part of the remote (its `./module`, a screen): its files and the shared modules they take. */
export interface RemotePreloadPart {
  /** Indexes into RemotePreload.files. */
  files: number[];
  /** Indexes into RemotePreload.shared. */
  shared: number[];
}

export interface RemotePreload {
  /** Script files, relative to the folder of its remoteEntry.js. */
  files: string[];
  /** Share keys (`@itam/shared/antd-data`, `react`...), which the shell's files provide. */
  shared: string[];
  /** The `./module` the shell loads first. */
  module: RemotePreloadPart;
  /** Each screen of the module's `screens` map, by route key: its lazy import's part. */
  screens?: Record<string, RemotePreloadPart>;
}
export type RemoteManifest = Partial<Record<RemoteId, RemoteManifestEntry>>;
