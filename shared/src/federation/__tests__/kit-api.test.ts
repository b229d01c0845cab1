/**
 * @jest-environment node
 *
 * The kit's API report (shared/kit-api.json) and how builds share the kit by it: the
 * committed report describes the kit's sources (CI fails when an export changed without a
 * new version), the versions follow the rule, and a production remote takes singletons
 * from the shell but brings its own copy of each versioned entry.
 */
import path from 'node:path';
import ts from 'typescript';
import {
  exportsChange,
  fingerprint,
  kitApiProblems,
  moduleExports,
  readKitApiReport,
  snapshotKitApi,
  updateKitApiReport,
  type KitApiSnapshot,
} from '../kit-api';
import { sharedConfig } from '../shared-libs';

const kitDir = path.resolve(__dirname, '../../..');

const snapshot = (entries: KitApiSnapshot['entries'], react = '19'): KitApiSnapshot => ({
  libraries: { react },
  entries,
});

const BASE = snapshot({
  './store': { useAppSelector: 'value () => AppState' },
  './ui': { PageHeader: 'value (props: PageHeaderProps) => Element' },
});

describe('kit API report', () => {
  it('describes the exports of the kit as they are (run `pnpm kit:api` after a change)', () => {
    const report = readKitApiReport(kitDir);
    expect(report).not.toBeNull();
    expect(kitApiProblems(report!, snapshotKitApi(kitDir))).toEqual([]);
  }, 240_000);

  it('starts every group at 1.0.0 and keeps versions while nothing changes', () => {
    const report = updateKitApiReport(null, BASE);
    expect(report.contract.version).toBe('1.0.0');
    expect(report.entries['./ui']!.version).toBe('1.0.0');
    expect(updateKitApiReport(report, BASE)).toEqual(report);
    expect(kitApiProblems(report, BASE)).toEqual([]);
  });

  it('gives added exports a minor version and removed or changed ones a major', () => {
    const first = updateKitApiReport(null, BASE);
    const added = snapshot({
      ...BASE.entries,
      './ui': { ...BASE.entries['./ui'], StatusBadge: 'value () => Element' },
    });
    const second = updateKitApiReport(first, added);
    expect(second.entries['./ui']!.version).toBe('1.1.0');
    expect(second.contract.version).toBe('1.0.0');
    const changed = snapshot({
      ...BASE.entries,
      './store': { useAppSelector: 'value () => null' },
    });
    expect(updateKitApiReport(second, changed).contract.version).toBe('2.0.0');
    expect(exportsChange({ a: '1', b: '2' }, { a: '1' })).toBe('major');
    expect(exportsChange({ a: '1' }, { a: '1', b: '2' })).toBe('minor');
    expect(exportsChange({ a: '1' }, { a: '1' })).toBeNull();
  });

  it("gives the contract a major version when a library's major changes", () => {
    const first = updateKitApiReport(null, BASE);
    const react20 = snapshot(BASE.entries, '20');
    expect(updateKitApiReport(first, react20).contract.version).toBe('2.0.0');
  });

  it('fails when the exports differ from the report, naming the version to record', () => {
    const report = updateKitApiReport(null, BASE);
    const added = snapshot({
      ...BASE.entries,
      './ui': { ...BASE.entries['./ui'], StatusBadge: 'value () => Element' },
    });
    expect(kitApiProblems(report, added)).toEqual([
      '@itam/shared/ui: its exports differ from shared/kit-api.json; run `pnpm kit:api` (it records them as version 1.1.0)',
    ]);
  });

  it('fails when the report records changed exports under the same version', () => {
    const report = updateKitApiReport(null, BASE);
    const edited = {
      ...report,
      entries: {
        './ui': {
          ...report.entries['./ui']!,
          exports: { ...report.entries['./ui']!.exports, StatusBadge: 'value () => Element' },
        },
      },
    };
    const now = snapshot({ ...BASE.entries, './ui': edited.entries['./ui'].exports });
    expect(kitApiProblems(edited, now)).toEqual([
      '@itam/shared/ui: version 1.0.0 was recorded for other exports; run `pnpm kit:api` (a change needs a new version)',
    ]);
  });
});

/** A program of in-memory files (the lib files from TypeScript's own folder). */
function programOf(files: Record<string, string>): ts.Program {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file in files || fileExists(file);
  host.readFile = (file) => files[file] ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) =>
    file in files
      ? ts.createSourceFile(file, files[file]!, language)
      : getSourceFile(file, language, ...rest);
  return ts.createProgram(Object.keys(files), options, host);
}

describe('kit API printing', () => {
  const STORE = '/kit/store.ts';
  const appStore = (routes: string) => `export interface AppStore {
    open(route: ${routes} | null): void;
    visits: Record<${routes}, number>;
    current: { route: ${routes}; since: string | undefined } | null;
  }`;
  const described = (source: string) => moduleExports(programOf({ [STORE]: source }), STORE);

  it('writes a union the same whatever order the checker created its members in', () => {
    const written = described(appStore("'assets' | 'vendors'")).AppStore!;
    // The same union written the other way round: its members are created in that order.
    expect(described(appStore("'vendors' | 'assets'")).AppStore).toBe(written);
    // An export described first (by name) creates one member before the union does, as a
    // new route name in another contract would.
    const earlier = described(
      `export type ARoute = 'vendors';\n${appStore("'assets' | 'vendors'")}`,
    );
    expect(earlier.AppStore).toBe(written);
    expect(fingerprint({ AppStore: earlier.AppStore })).toBe(fingerprint({ AppStore: written }));
    expect(written).toContain('"assets" | "vendors"');
    // null and undefined stay last, as TypeScript writes them.
    expect(written).toContain('since: string | undefined');
    expect(written).toMatch(/\| null\b/);
  });

  it("names a member keyed by a symbol without the checker's numbering of symbols", () => {
    const bag = `export interface Bag { [Symbol.iterator](): Iterator<string>; size: number }`;
    const written = described(bag).Bag!;
    // Another program numbers its symbols anew, and one described first numbers them earlier.
    expect(described(bag).Bag).toBe(written);
    expect(
      described(`export interface ABag { [Symbol.asyncIterator](): number }\n${bag}`).Bag,
    ).toBe(written);
    expect(written).toContain('__@iterator: () => Iterator<string');
  });
});

describe('shared config of the kit', () => {
  const remoteDir = path.resolve(kitDir, '../mf-vendors');
  const versions = readKitApiReport(kitDir)!;

  it('lets a production remote take singletons from the shell, also by their files', () => {
    const config = sharedConfig(remoteDir, kitDir, 'remote');
    const store = path.join(kitDir, 'src/store/index.ts');
    expect(config['@itam/shared/store']).toMatchObject({
      singleton: true,
      import: false,
      requiredVersion: `^${versions.contract.version}`,
    });
    expect(config[store]).toMatchObject({ shareKey: '@itam/shared/store', import: false });
    expect(config.react).toMatchObject({ singleton: true, import: false });
  });

  it('gives a production remote its own copy of each versioned entry, used only when the shell is older', () => {
    const config = sharedConfig(remoteDir, kitDir, 'remote');
    const ui = versions.entries['./ui']!.version;
    expect(config['@itam/shared/ui']).toEqual({
      singleton: false,
      import: path.join(kitDir, 'src/ui/index.ts'),
      version: ui,
      requiredVersion: `^${ui}`,
      packageName: '@itam/shared',
    });
    expect(config['@itam/shared/fake-api']).toBeUndefined();
  });

  it('makes the shell offer every entry at its version', () => {
    const config = sharedConfig(path.resolve(kitDir, '../shell'), kitDir, 'provider');
    expect(config['@itam/shared/store']).toMatchObject({
      singleton: true,
      import: path.join(kitDir, 'src/store/index.ts'),
      version: versions.contract.version,
    });
    expect(config['@itam/shared/remote']).toMatchObject({
      singleton: false,
      version: versions.entries['./remote']!.version,
    });
    expect(config.react).not.toHaveProperty('import');
  });
});
