/**
 * Reading the runtime `/remotes.json` in the browser. Each remote's build validated its
 * entry against the manifest schema (`remoteManifestSchema` in `@itam/shared/schemas`);
 * this light check (zod stays out of the start-up bundle) keeps what the shell can use:
 * an entry without its address, version, contract or routes is left out, and so is a route
 * without a path, a table or (protected) its company module. Each problem is named once.
 */
import {
  isKitVersion,
  isRemoteId,
  REMOTE_CONTAINER_NAMES,
  ROUTE_TABLES,
  type RemoteId,
  type RemoteManifest,
  type RemoteManifestEntry,
  type RouteEntry,
} from '@itam/shared/contracts';

export interface ParsedRemoteManifest {
  manifest: RemoteManifest;
  problems: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function routeProblem(route: unknown, id: RemoteId): string | null {
  if (!isObject(route)) return 'is not an object';
  if (!isString(route.key)) return 'has no key';
  if (!isString(route.path) || !route.path.startsWith('/')) return 'has no absolute path';
  if (route.owner !== id) return `is owned by ${String(route.owner)}, not ${id}`;
  const tables = route.tables;
  if (!Array.isArray(tables) || !tables.length) return 'is in no route table';
  if (!tables.every((t) => (ROUTE_TABLES as readonly unknown[]).includes(t)))
    return 'names an unknown route table';
  if (tables.includes('protected') && !isString(route.module))
    return 'is protected without a module';
  if (
    route.anyModule !== undefined &&
    !(Array.isArray(route.anyModule) && route.anyModule.every(isString))
  )
    return 'has modules (anyModule) that are not a list of names';
  const isNav = (nav: unknown) => isObject(nav) && isString(nav.labelKey);
  if (route.nav !== undefined && !isNav(route.nav)) return 'has a menu entry without a label';
  if (route.viewNav !== undefined && !(Array.isArray(route.viewNav) && route.viewNav.every(isNav)))
    return 'has view menu entries that are not a list of labelled entries';
  if (
    route.heading !== undefined &&
    !(
      isObject(route.heading) &&
      isString(route.heading.titleKey) &&
      (route.heading.descriptionKey === undefined || isString(route.heading.descriptionKey))
    )
  )
    return 'has a heading without a title';
  return null;
}

function entryOf(id: RemoteId, raw: unknown, problems: string[]): RemoteManifestEntry | null {
  if (!isObject(raw)) return (problems.push(`${id}: not an object`), null);
  const { entry, version, contract, routes } = raw;
  if (!isString(entry)) return (problems.push(`${id}: no entry`), null);
  if (!isString(version)) return (problems.push(`${id}: no version`), null);
  if (!isKitVersion(contract)) return (problems.push(`${id}: no contract version`), null);
  if (!Array.isArray(routes)) return (problems.push(`${id}: no routes`), null);
  const kept = routes.filter((route, i) => {
    const problem = routeProblem(route, id);
    if (problem) problems.push(`${id}: route ${i} ${problem}`);
    return !problem;
  }) as RouteEntry[];
  const parsed: RemoteManifestEntry = {
    ...(raw as unknown as RemoteManifestEntry),
    name: isString(raw.name) ? raw.name : REMOTE_CONTAINER_NAMES[id],
    routes: kept,
  };
  return parsed;
}

export function parseRemoteManifest(value: unknown): ParsedRemoteManifest {
  const problems: string[] = [];
  const manifest: RemoteManifest = {};
  if (!isObject(value)) return { manifest, problems: ['remotes.json is not an object'] };
  for (const [id, raw] of Object.entries(value)) {
    if (!isRemoteId(id)) {
      problems.push(`${id}: not a remote of this application`);
      continue;
    }
    const entry = entryOf(id, raw, problems);
    if (entry) manifest[id] = entry;
  }
  return { manifest, problems };
}
