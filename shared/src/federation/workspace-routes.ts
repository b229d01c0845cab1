/**
 * The route data of the packages in this checkout, read from their sources (node only:
 * builds, dev servers, jest). Each package owns `src/routes.ts`, whose default export is
 * its route entries; a remote's build copies its own into `remotes.json`. Reading all of
 * them here is what the checks need that span packages: every SPEC.md path is owned, no
 * path has two owners.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  EXTENSION_POINT_IDS,
  type ExtensionPointId,
  type RemoteContributions,
} from '../contracts/extension-points';
import {
  REMOTE_CONTAINER_NAMES,
  type RemoteId,
  type RemoteManifest,
} from '../contracts/remote-module';
import { ROUTES } from '../contracts/route-paths';
import type { RouteEntry } from '../contracts/route-registry';
import { kitVersions } from './kit-api';
import { REMOTE_BUILDS } from './remotes';

const repoRoot = path.resolve(__dirname, '../../..');

/** The route data of the package in `packageDir` (its `src/routes.ts`). */
export function packageRoutes(packageDir: string): readonly RouteEntry[] {
  const file = path.join(packageDir, 'src/routes.ts');
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: a package declares its routes there`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(file) as { default?: readonly RouteEntry[] };
  if (!Array.isArray(loaded.default))
    throw new Error(`${file} must export its route entries as default`);
  return loaded.default;
}

/**
 * The extension points the remote in `packageDir` contributes to: those its
 * `src/contributions.ts` (the module's `contributions`, default export) gives parts to, in
 * the points' order. None without the file.
 */
export function packageContributedPoints(packageDir: string): ExtensionPointId[] {
  const file = path.join(packageDir, 'src/contributions.ts');
  if (!fs.existsSync(file)) return [];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(file) as { default?: RemoteContributions };
  const contributions = loaded.default ?? {};
  return EXTENSION_POINT_IDS.filter((point) => (contributions[point]?.length ?? 0) > 0);
}

/** The shell's own routes, then each remote's (menu order), from this checkout. */
export function workspaceRoutes(root = repoRoot): RouteEntry[] {
  return [
    ...packageRoutes(path.join(root, 'shell')),
    ...REMOTE_BUILDS.flatMap((remote) => packageRoutes(path.join(root, remote.dir))),
  ];
}

/**
 * A manifest of every remote of this checkout with its routes, at `entryOf(id)` (tests and
 * the storybook-free dev tools; builds write the real one).
 */
export function workspaceManifest(
  contract: string,
  entryOf: (id: RemoteId) => string = (id) => `/remotes/${id}/dev/remoteEntry.js`,
  root = repoRoot,
): RemoteManifest {
  return Object.fromEntries(
    REMOTE_BUILDS.map((remote) => [
      remote.id,
      {
        name: REMOTE_CONTAINER_NAMES[remote.id],
        entry: entryOf(remote.id),
        version: 'dev',
        contract,
        routes: [...packageRoutes(path.join(root, remote.dir))],
        contributes: packageContributedPoints(path.join(root, remote.dir)),
      },
    ]),
  );
}

/**
 * Problems with the routes of the whole product: a SPEC.md section 2 path (ROUTES) that no
 * package serves, or a path two packages serve. Empty when all is well.
 */
export function routeOwnershipProblems(entries: readonly RouteEntry[]): string[] {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const entry of entries) {
    const other = owners.get(entry.path);
    if (other && other !== entry.owner)
      problems.push(`${entry.path} is served by both ${other} and ${entry.owner}`);
    owners.set(entry.path, entry.owner);
  }
  for (const [key, specPath] of Object.entries(ROUTES)) {
    if (!owners.has(specPath))
      problems.push(`${specPath} (ROUTES.${key}, SPEC.md section 2) is served by no package`);
  }
  return problems;
}

/**
 * `remotes.json` of `pnpm dev`: every remote on its own dev server, with the routes of its
 * sources when the dev servers started (restart `pnpm dev` after changing a routes.ts).
 */
export function devRemotesManifest(host = 'localhost', root = repoRoot): RemoteManifest {
  const ports = new Map(REMOTE_BUILDS.map((remote) => [remote.id, remote.devPort]));
  return workspaceManifest(
    kitVersions(path.join(root, 'shared')).contract,
    (id) => `http://${host}:${ports.get(id)}/remoteEntry.js`,
    root,
  );
}
