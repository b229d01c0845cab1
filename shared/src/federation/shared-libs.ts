import fs from 'node:fs';
import path from 'node:path';

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
/** Kit entries that never reach the browser as shared modules: build tooling and test helpers. */
const NOT_SHARED = new Set([
  './federation',
  './testing',
  './fake-api',
  './dev-host',
  './storybook',
  // The pre-rendered landing's visit beacon: built into its own file, never federated.
  './visit',
]);

type SharedConfig = {
  singleton: true;
  import?: false | string;
  requiredVersion: string | false;
  version?: string;
  packageName?: string;
};

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Package name of a shared key: `react/jsx-runtime` → `react`, `@a/b/c` → `@a/b`. */
export function packageOf(key: string): string {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Federation `shared` config for one package: each singleton with the version
 * range its package.json requires, and every `@itam/shared/*` entry.
 *
 * `hostProvided` (production remotes): the remote bundles no copy of any shared
 * module and takes them all from the shell, which provides every key. Each library
 * then exists once in the browser, remotes stay small, and the antd singletons
 * (`@itam/shared/antd`, `/antd-data`) come from one build, so their common
 * internals (ConfigProvider context, style cache) are one instance.
 */
export function sharedConfig(
  packageDir: string,
  sharedKitDir: string,
  hostProvided = false,
): Record<string, SharedConfig> {
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
      ...(hostProvided && { import: false }),
    };
    // Subpath entries (react/jsx-runtime, redux-saga/effects) have no package.json of
    // their own: give them the installed package's version.
    if (key !== name)
      out[key].version = String(
        readJson(path.join(packageDir, 'node_modules', name, 'package.json')).version,
      );
  }
  const kit = readJson(path.join(sharedKitDir, 'package.json'));
  const version = String(kit.version);
  const exportsMap = kit.exports as Record<string, string>;
  for (const entry of Object.keys(exportsMap)) {
    if (NOT_SHARED.has(entry)) continue;
    const key = `${SHARED_KIT}/${entry.replace(/^\.\//, '')}`;
    out[key] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      packageName: SHARED_KIT,
      // A provider build provides a package request only if its own code imports it;
      // a file path is provided always. Every kit entry must be on offer from the
      // shell, since production remotes bring none of their own.
      import: hostProvided ? false : path.join(sharedKitDir, exportsMap[entry]!),
    };
  }
  return out;
}
