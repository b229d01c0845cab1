import fs from 'node:fs';
import path from 'node:path';
import { kitVersions, reportedKitEntries, SINGLETON_KIT_ENTRIES } from './kit-api';

/**
 * The one list of libraries every federated package shares as singletons, so
 * React, redux and i18next exist once in the browser whatever order remotes load
 * in. Subpaths that packages import directly are listed too. antd, its icons, the
 * router, redux toolkit and react-i18next are not here: a shared package cannot be
 * tree-shaken (all of antd is ~400 KB gzip, all of react-router ~60 KB); they are
 * shared through the kit's entries that re-export what the product uses
 * (`@itam/shared/antd` and its siblings, `/icons`, `/router`, `/store` for createSlice,
 * `/i18n` for useTranslation), each once.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  'redux',
  'redux-saga',
  'redux-saga/effects',
  'i18next',
  'axios',
] as const;

const SHARED_KIT = '@itam/shared';
/** Reported kit entries that never reach the browser as shared modules (test helpers). */
const NOT_SHARED = new Set(['./fake-api']);

type SharedConfig = {
  singleton: boolean;
  import?: false | string;
  requiredVersion: string | false;
  version?: string;
  packageName?: string;
  shareKey?: string;
};

/**
 * What a build takes from the kit: `provider` (the shell, and every package in dev,
 * where a remote also runs alone) bundles and offers every entry; `remote` (a
 * production remote, only ever loaded by the shell) takes the singletons from the shell
 * and brings a copy of each versioned entry that it loads only when the shell's is older.
 */
export type KitRole = 'provider' | 'remote';

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Package name of a shared key: `react/jsx-runtime` → `react`, `@a/b/c` → `@a/b`. */
export function packageOf(key: string): string {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The federated kit entries (`./ui` → its source file) and whether each is a singleton. */
export function federatedKitEntries(
  sharedKitDir: string,
): { entry: string; file: string; singleton: boolean }[] {
  return Object.entries(reportedKitEntries(sharedKitDir))
    .filter(([entry]) => !NOT_SHARED.has(entry))
    .map(([entry, file]) => ({
      entry,
      file: path.join(sharedKitDir, file),
      singleton: SINGLETON_KIT_ENTRIES.includes(entry),
    }));
}

/**
 * Federation `shared` config for one package: each library singleton with the version
 * range its package.json requires, and every `@itam/shared/*` entry with its version from
 * shared/kit-api.json (see kit-api.ts):
 *
 * - singleton entries (the store, i18n, router, session, API client, telemetry, antd)
 *   carry the singleton contract's version. A remote takes them from the shell
 *   (`import: false`), also when a kit file it bundles reaches one by a relative path (the
 *   entry file is matched as resolved); the shell refuses a remote built against a newer
 *   contract before loading it.
 * - versioned entries (UI components, helpers, schemas, contracts, remote helpers) carry
 *   their own version, and a remote asks for `^` the version it was built with. The shell
 *   offers its copy; a remote brings one too, in its own chunks, fetched only when the
 *   shell's is older (a remote built with a newer kit). In the usual case (same version)
 *   the first copy offered, the shell's, is the one used and nothing extra is downloaded.
 */
export function sharedConfig(
  packageDir: string,
  sharedKitDir: string,
  role: KitRole = 'provider',
): Record<string, SharedConfig> {
  const remote = role === 'remote';
  const pkg = readJson(path.join(packageDir, 'package.json'));
  const deps = { ...(pkg.devDependencies as object), ...(pkg.dependencies as object) } as Record<
    string,
    string
  >;
  const out: Record<string, SharedConfig> = {};
  for (const key of SHARED_SINGLETONS) {
    const name = packageOf(key);
    const range = deps[name];
    if (!range)
      throw new Error(`${packageDir}/package.json must depend on ${name} (a shared singleton)`);
    out[key] = {
      singleton: true,
      requiredVersion: range,
      packageName: name,
      ...(remote && { import: false }),
    };
    // Subpath entries (react/jsx-runtime, redux-saga/effects) have no package.json of
    // their own: give them the installed package's version.
    if (key !== name)
      out[key].version = String(
        readJson(path.join(packageDir, 'node_modules', name, 'package.json')).version,
      );
  }
  const versions = kitVersions(sharedKitDir);
  for (const { entry, file, singleton } of federatedKitEntries(sharedKitDir)) {
    const key = `${SHARED_KIT}/${entry.replace(/^\.\//, '')}`;
    const version = singleton ? versions.contract : versions.entries[entry];
    if (!version) throw new Error(`${key} has no version in shared/kit-api.json: run pnpm kit:api`);
    const config: SharedConfig = {
      singleton,
      requiredVersion: `^${version}`,
      version,
      packageName: SHARED_KIT,
      // A provider build provides a package request only if its own code imports it;
      // a file path is provided always. Every kit entry must be on offer from the
      // shell, since remotes take the singletons from it.
      import: remote && singleton ? false : file,
    };
    out[key] = config;
    // A kit file a remote bundles (a versioned entry's copy) may import a singleton by a
    // relative path: matched by its resolved file, it is taken from the shell too.
    if (remote && singleton) out[file] = { ...config, shareKey: key };
  }
  return out;
}

/** The source files of the singleton entries: a remote's build must never bundle one. */
export function singletonKitFiles(sharedKitDir: string): string[] {
  return federatedKitEntries(sharedKitDir)
    .filter((entry) => entry.singleton)
    .map((entry) => entry.file);
}
