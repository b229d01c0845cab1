/**
 * Building and deploying one remote (shared by `pnpm build`, `pnpm build:remote <id>` and
 * `pnpm rollback:remote <id>`). Layout in the web root:
 *
 *   remotes.json                        every remote's entry (address, version, contract,
 *                                       routes); the shell reads it at start and after
 *                                       navigations into a remote
 *   remotes/<id>/<version>/             one build of the remote: remoteEntry.js, its
 *                                       chunks, and manifest-entry.json (its entry)
 *   remotes/<id>/deployments.json       the versions deployed, oldest first; the last is live
 *
 * A deploy builds into a staging folder, renames it to its version folder (the version is
 * the package version and a hash of its remoteEntry.js, so the same build is the same
 * version), then points the remote's entry of remotes.json at it: written to a temporary
 * file and renamed over the old one, so a reader sees the old file or the new one, never a
 * mix. The previous versions' folders stay (KEPT_VERSIONS), so a tab opened before the swap
 * keeps loading its chunks, and a rollback is only a swap back.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { filesUnder, precompress } from './precompress';
import {
  REMOTE_CONTAINER_NAMES,
  ROUTES,
  type RemoteId,
  type RemoteManifest,
  type RemoteManifestEntry,
  type RemotePreload,
} from '@itam/shared/contracts';
import {
  kitApiProblems,
  kitVersions,
  packageContributedPoints,
  packageRoutes,
  readKitApiReport,
  SCREEN_FILES_FILE,
  snapshotKitApi,
} from '@itam/shared/federation';
import { remoteManifestProblems, remoteRouteData } from '@itam/shared/schemas';
import { loadWebpackConfig } from './web-config';

export const MANIFEST_FILE = 'remotes.json';
const ENTRY_FILE = 'manifest-entry.json';
const DEPLOYMENTS_FILE = 'deployments.json';
/** Version folders kept per remote: the live one and the ones before it. */
export const KEPT_VERSIONS = 3;

export interface RemotePackage {
  id: RemoteId;
  /** The remote's package folder (`mf-<id>` of this checkout, or a copy elsewhere). */
  packageDir: string;
}

const remotesDir = (webRoot: string, id: RemoteId) => path.join(webRoot, 'remotes', id);

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Writes `file` whole or not at all: a temporary file renamed over it. */
export function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/** The kit the package builds with (its `@itam/shared`, which may be a copy). */
function kitDirOf(packageDir: string): string {
  return fs.realpathSync(path.join(packageDir, 'node_modules/@itam/shared'));
}

const checkedKits = new Map<string, string[]>();

/**
 * Why the kit's API report does not describe the kit a remote builds with (empty when it
 * does). A remote built with an export the report does not record asks the shell for a
 * version of that entry the shell already has, takes the shell's copy, which lacks the
 * export, and fails in the browser; so a deploy is refused before anything is built.
 * Checked once per kit folder (about 5 s: the type checker reads the kit).
 */
export function kitReportProblems(kitDir: string): string[] {
  let problems = checkedKits.get(kitDir);
  if (!problems) {
    const report = readKitApiReport(kitDir);
    problems = report
      ? kitApiProblems(report, snapshotKitApi(kitDir))
      : ['shared/kit-api.json is missing'];
    checkedKits.set(kitDir, problems);
  }
  return problems;
}

/** Throws, naming the command to run, when the kit's API report is stale. */
export function assertKitReportCurrent(packageDir: string): void {
  const kitDir = kitDirOf(packageDir);
  const problems = kitReportProblems(kitDir);
  if (problems.length)
    throw new Error(
      [
        `The kit's API report (${path.join(kitDir, 'kit-api.json')}) does not describe the kit this remote builds with:`,
        ...problems.map((problem) => `  ${problem}`),
        'Run `pnpm kit:api`, commit shared/kit-api.json with the change, then deploy again.',
      ].join('\n'),
    );
}

/** The strings of the remote's own namespace, for the menu labels its routes name. */
function remoteLocales(packageDir: string, namespace: string) {
  const file = (lng: string) => path.join(packageDir, 'src/locales', lng, `${namespace}.json`);
  const read = (lng: string) =>
    fs.existsSync(file(lng)) ? readJson<Record<string, unknown>>(file(lng)) : {};
  return { namespace, resources: { en: read('en'), hi: read('hi') } };
}

/**
 * The remote's entry of remotes.json for `version`, validated against the manifest schema;
 * `preload`: what its screens download first (its build's screen-files.json).
 */
export function manifestEntryFor(
  remote: RemotePackage,
  version: string,
  preload?: RemotePreload,
): RemoteManifestEntry {
  const routes = packageRoutes(remote.packageDir);
  const entry: RemoteManifestEntry = {
    name: REMOTE_CONTAINER_NAMES[remote.id],
    entry: `/remotes/${remote.id}/${version}/remoteEntry.js`,
    version,
    contract: kitVersions(kitDirOf(remote.packageDir)).contract,
    ...remoteRouteData(routes, remoteLocales(remote.packageDir, remote.id)),
    // The extension points its module contributes to: a host screen loads only those remotes.
    contributes: packageContributedPoints(remote.packageDir),
    ...(preload && { preload }),
  };
  const problems = remoteManifestProblems({ [remote.id]: entry });
  if (problems.length)
    throw new Error(
      `The route data of ${remote.id} does not fit remotes.json:\n  ${problems.join('\n  ')}`,
    );
  return entry;
}

function runWebpack(config: webpack.Configuration, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (!stats) return reject(new Error('no stats'));
      const info = stats.toString({ preset: 'errors-warnings', colors: false });
      if (info.trim()) console.log(info);
      if (stats.hasErrors()) return reject(new Error(`${what}: webpack build failed`));
      resolve();
    });
  });
}

/**
 * Builds the remote into a new version folder of `webRoot` (or finds that the same build
 * is there already) with its manifest-entry.json; returns its entry. Nothing is live yet.
 */
export async function buildRemoteVersion(
  remote: RemotePackage,
  webRoot: string,
): Promise<RemoteManifestEntry> {
  assertKitReportCurrent(remote.packageDir);
  const dir = remotesDir(webRoot, remote.id);
  fs.mkdirSync(dir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(dir, '.staging-'));
  try {
    const config = await loadWebpackConfig(remote.packageDir, 'production', {
      outputDir: staging,
    });
    await runWebpack(config, `remote ${remote.id}`);
    // Everything in a version folder keeps its content under its name: brotli copies too.
    await precompress(staging, filesUnder(staging));
    const { version: pkgVersion } = readJson<{ version: string }>(
      path.join(remote.packageDir, 'package.json'),
    );
    const hash = createHash('sha256')
      .update(fs.readFileSync(path.join(staging, 'remoteEntry.js')))
      .digest('hex')
      .slice(0, 10);
    const version = `${pkgVersion}-${hash}`;
    const preloadFile = path.join(staging, SCREEN_FILES_FILE);
    const preload = fs.existsSync(preloadFile) ? readJson<RemotePreload>(preloadFile) : undefined;
    const entry = manifestEntryFor(remote, version, preload);
    const target = path.join(dir, version);
    if (fs.existsSync(target)) {
      fs.rmSync(staging, { recursive: true, force: true });
    } else {
      fs.writeFileSync(path.join(staging, ENTRY_FILE), `${JSON.stringify(entry, null, 2)}\n`);
      // mkdtemp makes the folder private; the web server must read it.
      fs.chmodSync(staging, 0o755);
      fs.renameSync(staging, target);
    }
    return entry;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Runs `work` holding the web root's manifest lock (one deploy at a time). */
function withManifestLock<T>(webRoot: string, work: () => T): T {
  const lock = path.join(webRoot, `${MANIFEST_FILE}.lock`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Gone meanwhile: try again at once.
      const held = fs.statSync(lock, { throwIfNoEntry: false });
      if (!held) continue;
      if (Date.now() - held.mtimeMs > 120_000) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline)
        throw new Error(`${lock} is held by another deploy`, { cause: error });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

export function readManifest(webRoot: string): RemoteManifest {
  const file = path.join(webRoot, MANIFEST_FILE);
  return fs.existsSync(file) ? readJson<RemoteManifest>(file) : {};
}

/** Why `entry` may not replace the remote's current one in `manifest` (empty: it may). */
function swapProblems(manifest: RemoteManifest, id: RemoteId, entry: RemoteManifestEntry) {
  const problems: string[] = [];
  const paths = new Set(entry.routes.map((route) => route.path));
  for (const [other, otherEntry] of Object.entries(manifest)) {
    if (other === id) continue;
    for (const route of otherEntry?.routes ?? [])
      if (paths.has(route.path)) problems.push(`${route.path} is already served by ${other}`);
  }
  const spec = new Set<string>(Object.values(ROUTES));
  for (const route of manifest[id]?.routes ?? [])
    if (spec.has(route.path) && !paths.has(route.path))
      problems.push(`${route.path} (SPEC.md section 2) would no longer be served`);
  return problems;
}

interface Deployments {
  /** Versions deployed, oldest first; the last is live. */
  history: string[];
}

function readDeployments(webRoot: string, id: RemoteId): Deployments {
  const file = path.join(remotesDir(webRoot, id), DEPLOYMENTS_FILE);
  return fs.existsSync(file) ? readJson<Deployments>(file) : { history: [] };
}

/** Removes version folders no longer kept, and staging folders of builds that died. */
function prune(webRoot: string, id: RemoteId, deployments: Deployments): void {
  const keep = new Set(deployments.history.slice(-KEPT_VERSIONS));
  const dir = remotesDir(webRoot, id);
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!fs.statSync(full).isDirectory() || keep.has(name)) continue;
    // A staging folder may be a build under way: only an hour-old one is abandoned.
    if (name.startsWith('.staging-') && Date.now() - fs.statSync(full).mtimeMs < 3_600_000)
      continue;
    fs.rmSync(full, { recursive: true, force: true });
  }
}

/**
 * Makes `entry` the remote's live version: its entry of remotes.json replaced atomically,
 * the version recorded in deployments.json, versions beyond KEPT_VERSIONS removed.
 */
export function swapIn(webRoot: string, id: RemoteId, entry: RemoteManifestEntry): void {
  withManifestLock(webRoot, () => {
    const manifest = readManifest(webRoot);
    const problems = swapProblems(manifest, id, entry);
    if (problems.length)
      throw new Error(`${id} ${entry.version} was not deployed:\n  ${problems.join('\n  ')}`);
    const deployments = readDeployments(webRoot, id);
    const history = deployments.history.filter((version) => version !== entry.version);
    const next: Deployments = { history: [...history, entry.version] };
    writeAtomically(
      path.join(remotesDir(webRoot, id), DEPLOYMENTS_FILE),
      `${JSON.stringify(next, null, 2)}\n`,
    );
    writeAtomically(
      path.join(webRoot, MANIFEST_FILE),
      `${JSON.stringify({ ...manifest, [id]: entry }, null, 2)}\n`,
    );
    prune(webRoot, id, next);
  });
}

/** Points the remote back at the version deployed before its live one; returns that entry. */
export function rollBack(webRoot: string, id: RemoteId): RemoteManifestEntry {
  return withManifestLock(webRoot, () => {
    const deployments = readDeployments(webRoot, id);
    const previous = deployments.history[deployments.history.length - 2];
    if (!previous) throw new Error(`${id} has no earlier version to roll back to`);
    const file = path.join(remotesDir(webRoot, id), previous, ENTRY_FILE);
    if (!fs.existsSync(file)) throw new Error(`${id} ${previous} is no longer there (${file})`);
    const entry = readJson<RemoteManifestEntry>(file);
    const manifest = readManifest(webRoot);
    const problems = swapProblems(manifest, id, entry);
    if (problems.length)
      throw new Error(`${id} was not rolled back to ${previous}:\n  ${problems.join('\n  ')}`);
    writeAtomically(
      path.join(remotesDir(webRoot, id), DEPLOYMENTS_FILE),
      `${JSON.stringify({ history: deployments.history.slice(0, -1) }, null, 2)}\n`,
    );
    writeAtomically(
      path.join(webRoot, MANIFEST_FILE),
      `${JSON.stringify({ ...manifest, [id]: entry }, null, 2)}\n`,
    );
    return entry;
  });
}
