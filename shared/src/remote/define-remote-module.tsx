/**
 * Builds a remote's `RemoteModule` from its route data (`src/routes.ts`), so the paths a
 * remote serves and its menu entries are written in one place: the same data its build
 * writes into `remotes.json` for the shell. Paths without a real screen yet get an
 * `InfoScreen` (title + description from the remote's namespace,
 * `screens.<routeKey>.title|description`).
 */
import type { ComponentType } from 'react';
import type { Reducer } from 'redux';
import type { RemoteContributions } from '../contracts/extension-points';
import type { RemoteI18n, RemoteId, RemoteModule, RemoteRoute } from '../contracts/remote-module';
import type { RouteEntry } from '../contracts/route-registry';
import { navEntriesOf } from '../routing/nav-entries';

/** A code-split screen: `() => import('./features/x/x-screen')` with a default export. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export interface DefineRemoteModuleOptions {
  id: RemoteId;
  i18n: RemoteI18n;
  /** Languages whose strings load when first shown (RemoteModule `i18nLoad`). */
  i18nLoad?: RemoteModule['i18nLoad'];
  /** The remote's route data (its `src/routes.ts`): the routes it owns, in menu order. */
  routes: readonly RouteEntry[];
  /** Real screens by route key; every other path of the remote gets an InfoScreen. */
  screens?: Partial<Record<string, ScreenLoader>>;
  reducers?: Record<string, Reducer>;
  saga?: () => Generator;
  /** What the remote adds to other screens' extension points. */
  contributions?: RemoteContributions;
}

// InfoScreen is imported on first use: it renders with antd, which a remote whose
// screens are all real (the light public pages) must not download.
async function infoScreenFor(
  id: RemoteId,
  namespace: string,
  entry: RouteEntry,
): Promise<ComponentType> {
  const { InfoScreen } = await import('../ui/info-screen');
  const Screen = () => <InfoScreen remoteId={id} namespace={namespace} screenKey={entry.key} />;
  Screen.displayName = `InfoScreen(${entry.key})`;
  return Screen;
}

function routeFor(options: DefineRemoteModuleOptions, entry: RouteEntry): RemoteRoute {
  const loader = options.screens?.[entry.key];
  if (loader) {
    return {
      id: entry.key,
      path: entry.path,
      lazy: async () => ({ Component: (await loader()).default }),
    };
  }
  return {
    id: entry.key,
    path: entry.path,
    lazy: async () => ({
      Component: await infoScreenFor(options.id, options.i18n.namespace, entry),
    }),
  };
}

export function defineRemoteModule(options: DefineRemoteModuleOptions): RemoteModule {
  const entries = options.routes.filter((entry) => entry.owner === options.id);
  for (const key of Object.keys(options.screens ?? {})) {
    if (!entries.some((entry) => entry.key === key))
      throw new Error(
        `Remote "${options.id}" has a screen for "${key}", which is not one of its routes`,
      );
  }
  const module: RemoteModule = {
    id: options.id,
    routes: entries.map((entry) => routeFor(options, entry)),
    nav: navEntriesOf(entries),
    i18n: options.i18n,
  };
  if (options.i18nLoad) module.i18nLoad = options.i18nLoad;
  if (options.reducers) module.reducers = options.reducers;
  if (options.saga) module.saga = options.saga;
  if (options.contributions) module.contributions = options.contributions;
  return module;
}
