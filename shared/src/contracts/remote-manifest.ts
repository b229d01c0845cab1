/**
 * The schema of the runtime `remotes.json` (RemoteManifestEntry in contracts): every
 * remote's build validates the entry it writes with it (a route that does not fit fails
 * the build, never the browser), and each remote's contract test checks its route data.
 * Objects keep fields the schema does not name, so a field added to the route data (a
 * page title key, say) travels to the shell without a schema change here.
 */
import { z } from './zod';
import { EXTENSION_POINT_IDS } from './extension-points';
import { isKitVersion } from './kit-version';
import { COMPANY_MODULES } from './modules';
import { PERMISSION_CATALOGUE } from './permissions';
import {
  NAV_ICON_NAMES,
  REMOTE_IDS,
  type RemoteI18n,
  type RemoteId,
  type RemoteManifestEntry,
} from './remote-module';
import { ROUTE_MATCHERS, ROUTE_TABLES, type RouteEntry } from './route-registry';

const catalogue = PERMISSION_CATALOGUE as Record<string, Record<string, readonly string[]>>;

export const routePermissionSchema = z
  .object({ group: z.string(), object: z.string(), action: z.string() })
  .refine((p) => catalogue[p.group]?.[p.object]?.includes(p.action) === true, {
    message: 'is not a permission of the catalogue (contracts/permissions.ts)',
  });

/** A side-menu entry: its label, icon, and for a view its query, permission and count. */
const routeNavSchema = z.looseObject({
  labelKey: z.string().min(1),
  icon: z.enum(NAV_ICON_NAMES),
  search: z
    .string()
    .regex(/^\?[^\s#?]+$/, 'must be a query: ?name=value')
    .optional(),
  permission: routePermissionSchema.optional(),
  count: z
    .looseObject({
      url: z.string().regex(/^\/[^\s#]*$/, 'must be an API path'),
      key: z.string().min(1),
    })
    .optional(),
});

export const routeEntrySchema = z
  .looseObject({
    key: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'must be an identifier'),
    path: z.string().regex(/^\/[^\s?#]*$/, 'must be an absolute path without query or hash'),
    owner: z.enum([...REMOTE_IDS, 'shell']),
    tables: z.array(z.enum(ROUTE_TABLES)).min(1),
    module: z.enum(COMPANY_MODULES).optional(),
    anyModule: z.array(z.enum(COMPANY_MODULES)).min(1).optional(),
    permission: routePermissionSchema.optional(),
    anyPermission: z.array(routePermissionSchema).min(1).optional(),
    nav: routeNavSchema.optional(),
    viewNav: z.array(routeNavSchema).min(1).optional(),
    match: z.enum(ROUTE_MATCHERS).optional(),
    heading: z
      .looseObject({
        titleKey: z.string().min(1),
        descriptionKey: z.string().min(1).optional(),
        permission: routePermissionSchema.optional(),
      })
      .optional(),
  })
  .superRefine((entry, ctx) => {
    const isProtected = entry.tables.includes('protected');
    if (isProtected && !entry.module)
      ctx.addIssue({ code: 'custom', path: ['module'], message: 'a protected route needs one' });
    if (!isProtected && entry.module)
      ctx.addIssue({ code: 'custom', path: ['module'], message: 'only protected routes have one' });
    if (entry.anyModule && (!entry.module || !entry.anyModule.includes(entry.module)))
      ctx.addIssue({
        code: 'custom',
        path: ['anyModule'],
        message: 'must include the route’s module (the one an older shell reads)',
      });
    if (new Set(entry.tables).size !== entry.tables.length)
      ctx.addIssue({ code: 'custom', path: ['tables'], message: 'lists a table twice' });
  });

const resourcesSchema = z.record(z.string(), z.unknown());

const remoteI18nSchema = z.looseObject({
  namespace: z.string().min(1),
  resources: z.looseObject({ en: resourcesSchema, hi: resourcesSchema }),
});

/** A value of `resources` at dotted `key`, or undefined. */
function lookup(resources: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      resources,
    );
}

/** i18n keys a route entry names: fields named `...Key` (not `key`), at any depth. */
export function routeTextKeys(entry: object): string[] {
  return Object.entries(entry).flatMap(([field, value]) => {
    if (value && typeof value === 'object') return routeTextKeys(value);
    return field !== 'key' && field.endsWith('Key') && typeof value === 'string' ? [value] : [];
  });
}

export const remoteManifestEntrySchema = z
  .looseObject({
    name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a container name'),
    entry: z.string().min(1),
    version: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z._-]*$/, 'must be a folder name'),
    contract: z.string().refine(isKitVersion, 'must be a major.minor.patch version'),
    routes: z.array(routeEntrySchema),
    i18n: remoteI18nSchema.optional(),
    contributes: z.array(z.enum(EXTENSION_POINT_IDS)).optional(),
  })
  .superRefine((entry, ctx) => {
    const keys = new Set<string>();
    const paths = new Set<string>();
    entry.routes.forEach((route, i) => {
      if (keys.has(route.key))
        ctx.addIssue({ code: 'custom', path: ['routes', i, 'key'], message: 'is used twice' });
      if (paths.has(route.path))
        ctx.addIssue({ code: 'custom', path: ['routes', i, 'path'], message: 'is served twice' });
      keys.add(route.key);
      paths.add(route.path);
      // A key of the remote's own namespace must come with its strings in both languages.
      for (const textKey of routeTextKeys(route)) {
        const [ns, key] = textKey.includes(':') ? textKey.split(':', 2) : [null, textKey];
        if (ns === null) continue;
        for (const lng of ['en', 'hi'] as const) {
          const text =
            entry.i18n?.namespace === ns ? lookup(entry.i18n.resources[lng], key!) : undefined;
          if (typeof text !== 'string' || !text)
            ctx.addIssue({
              code: 'custom',
              path: ['routes', i],
              message: `names ${textKey}, which has no ${lng} text in the entry's i18n`,
            });
        }
      }
    });
  });

/** `remotes.json`: each remote's entry, whose routes that remote owns; a path has one owner. */
export const remoteManifestSchema = z
  .partialRecord(z.enum(REMOTE_IDS), remoteManifestEntrySchema)
  .superRefine((manifest, ctx) => {
    const owners = new Map<string, RemoteId>();
    for (const [id, entry] of Object.entries(manifest) as [RemoteId, { routes: unknown[] }][]) {
      (entry.routes as { owner: string; path: string }[]).forEach((route, i) => {
        if (route.owner !== id)
          ctx.addIssue({
            code: 'custom',
            path: [id, 'routes', i, 'owner'],
            message: `must be "${id}", the remote whose entry lists it`,
          });
        const other = owners.get(route.path);
        if (other && other !== id)
          ctx.addIssue({
            code: 'custom',
            path: [id, 'routes', i, 'path'],
            message: `${route.path} is already served by ${other}`,
          });
        owners.set(route.path, id);
      });
    }
  });

/** Readable problems of a manifest: `vendors.routes.2.module: a protected route needs one`. */
export function remoteManifestProblems(manifest: unknown): string[] {
  const result = remoteManifestSchema.safeParse(manifest);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** A copy of `resources` holding only the dotted `keys`. */
function pick(resources: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = lookup(resources, key);
    if (value === undefined) continue;
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]!] = value;
  }
  return out;
}

/**
 * What a remote's manifest entry carries besides its address: its route data as plain
 * JSON and, when a route names a key of the remote's own namespace (`vendors:nav.x`),
 * those strings in English and Hindi (from `i18n`, the remote's translations). The build
 * writes it; the remote's contract test checks the same value against the schema.
 */
export function remoteRouteData(
  routes: readonly RouteEntry[],
  i18n: RemoteI18n,
): Pick<RemoteManifestEntry, 'routes' | 'i18n'> {
  const plain = JSON.parse(JSON.stringify(routes)) as RouteEntry[];
  const own = plain
    .flatMap((route) => routeTextKeys(route))
    .filter((key) => key.startsWith(`${i18n.namespace}:`))
    .map((key) => key.slice(i18n.namespace.length + 1));
  if (!own.length) return { routes: plain };
  return {
    routes: plain,
    i18n: {
      namespace: i18n.namespace,
      resources: { en: pick(i18n.resources.en, own), hi: pick(i18n.resources.hi, own) },
    },
  };
}
