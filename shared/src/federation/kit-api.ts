/**
 * The kit's API report (shared/kit-api.json): the public exports of every kit entry that
 * other packages use at run time, with their types, and the version that names each set
 * of exports. Two groups:
 *
 * - the singleton contract: the entries that must be one instance in the browser
 *   (SINGLETON_KIT_ENTRIES: the store and its injection, the i18n instance, the router and
 *   the route registry, the session and subscription state, the API client, telemetry,
 *   antd and its theme) plus the majors of the libraries they are made of (React, redux,
 *   ...). The shell provides them; a remote built against a newer contract than the
 *   running shell's is refused with "reload" (shell/src/remotes/remote-runtime.ts);
 * - every other entry (UI components, helpers, schemas, contracts, the fake API), each
 *   with its own version: a remote that needs a newer one than the shell provides loads
 *   its own copy of that entry (Module Federation `requiredVersion`, see shared-libs.ts).
 *
 * A removed or changed export is a new major version, added exports a new minor
 * (contracts/kit-version.ts). `pnpm kit:api` rewrites the report after a change; the kit
 * API test fails when the exports differ from the report, or when a version names two
 * different sets of exports (changed exports without a new version).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { bumpKitVersion, type KitVersionChange } from '../contracts/kit-version';

/** Kit entries whose state or React context must exist once: provided by the shell only. */
export const SINGLETON_KIT_ENTRIES: readonly string[] = [
  './store',
  './i18n',
  './router',
  './routing',
  './api',
  './telemetry',
  './theme',
  './antd',
  './antd-data',
  './antd-input',
  './antd-display',
  './antd-overlay',
  './icons',
];

/** Kit entries that are build or test tooling: no other package runs them in the browser. */
export const TOOLING_KIT_ENTRIES: readonly string[] = [
  './federation',
  './testing',
  './dev-host',
  './storybook',
  // The pre-rendered landing's visit beacon: built into its own file, never federated.
  './visit',
  // What the service workers keep and how they answer: built into the workers' own files.
  './offline',
];

/** An entry's exports: name → kind and type (long types by their hash). */
export type KitExports = Record<string, string>;

export interface KitApiGroup {
  version: string;
  /** Every version this group has had → the fingerprint of its exports then. */
  history: Record<string, string>;
}

export interface KitApiReport {
  contract: KitApiGroup & {
    libraries: Record<string, string>;
    entries: Record<string, KitExports>;
  };
  entries: Record<string, KitApiGroup & { exports: KitExports }>;
}

/** What the kit's sources export now. */
export interface KitApiSnapshot {
  libraries: Record<string, string>;
  entries: Record<string, KitExports>;
}

export const KIT_API_FILE = 'kit-api.json';
const FIRST_VERSION = '1.0.0';
const LONG_TYPE = 200;

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The kit's entries that other packages use at run time: `./ui` → `src/ui/index.ts`. */
export function reportedKitEntries(kitDir: string): Record<string, string> {
  const exportsMap = readJson<{ exports: Record<string, string> }>(
    path.join(kitDir, 'package.json'),
  ).exports;
  return Object.fromEntries(
    Object.entries(exportsMap).filter(([entry]) => !TOOLING_KIT_ENTRIES.includes(entry)),
  );
}

function typeText(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  if (flat.length <= LONG_TYPE) return flat;
  return `sha256:${createHash('sha256').update(flat).digest('hex').slice(0, 16)}`;
}

// Types by their names, not their files: moving a file is not an API change. The node
// builder's flags and the printer are those `typeToString` uses for these format flags.
const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature;
const NODE_FLAGS: ts.NodeBuilderFlags =
  (FORMAT & ts.TypeFormatFlags.NodeBuilderFlagsMask) |
  ts.NodeBuilderFlags.IgnoreErrors |
  ts.NodeBuilderFlags.NoTruncation;

const printer = ts.createPrinter({ removeComments: true });
const scratchFile = ts.createSourceFile('kit-api.ts', '', ts.ScriptTarget.Latest);
const printNode = (node: ts.Node) =>
  printer.printNode(ts.EmitHint.Unspecified, node, scratchFile).replace(/\s+/g, ' ');

/** A union's members by their text, `null` and `undefined` last (as TypeScript writes them). */
const LAST_MEMBERS = ['null', 'undefined'];
function memberOrder(a: string, b: string): number {
  const rank = (text: string) => LAST_MEMBERS.indexOf(text) + 1;
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The node with every union's members in one order (innermost first). The checker writes
 * a union in the order its member types were created, which depends on the whole program
 * (a new route name elsewhere can turn `'a' | 'b'` into `'b' | 'a'`): without this the same
 * exports could print, and hash, differently, and ask for a spurious major version.
 */
export function canonicalUnions<T extends ts.Node>(node: T): T {
  const result = ts.transform(node, [
    (context) => {
      const visit = (child: ts.Node): ts.Node => {
        const visited = ts.visitEachChild(child, visit, context);
        if (!ts.isUnionTypeNode(visited)) return visited;
        const members = visited.types
          .map((member) => ({ member, text: printNode(member) }))
          .sort((a, b) => memberOrder(a.text, b.text))
          .map(({ member }) => member);
        return context.factory.updateUnionTypeNode(
          visited,
          context.factory.createNodeArray(members),
        );
      };
      return (root) => visit(root) as T;
    },
  ]);
  const [canonical] = result.transformed;
  result.dispose();
  return canonical ?? node;
}

/** A type as the report writes it: by its names, unions in their canonical order. */
export function typeString(checker: ts.TypeChecker, type: ts.Type): string {
  const node = checker.typeToTypeNode(type, undefined, NODE_FLAGS);
  if (!node)
    throw new Error(`cannot write the type ${checker.typeToString(type, undefined, FORMAT)}`);
  return printNode(canonicalUnions(node));
}

/**
 * A member's name without the checker's numbering: a member keyed by a symbol (redux's
 * `Symbol.observable`, `Symbol.iterator` of a string type's members) is named
 * `__@observable@599`, after the symbol's id, which counts the symbols the checker has
 * numbered before it, so any other change to the program moves it.
 */
export const memberName = (member: ts.Symbol): string => member.name.replace(/^(__@.+)@\d+$/, '$1');

function describeSymbol(checker: ts.TypeChecker, exported: ts.Symbol, at: ts.Node): string {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const parts: string[] = [];
  if (symbol.flags & ts.SymbolFlags.Value)
    parts.push(`value ${typeString(checker, checker.getTypeOfSymbolAtLocation(symbol, at))}`);
  if (symbol.flags & ts.SymbolFlags.Type) {
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    const members = checker
      .getPropertiesOfType(declared)
      .map((member) => {
        const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
        const type = checker.getTypeOfSymbolAtLocation(member, at);
        return `${memberName(member)}${optional}: ${typeString(checker, type)}`;
      })
      .sort();
    parts.push(
      members.length ? `type {${members.join('; ')}}` : `type ${typeString(checker, declared)}`,
    );
  }
  return typeText(parts.join(' & '));
}

/** The installed major of each library the kit is made of (its peer dependencies). */
function libraryMajors(kitDir: string): Record<string, string> {
  const peers = Object.keys(
    readJson<{ peerDependencies?: Record<string, string> }>(path.join(kitDir, 'package.json'))
      .peerDependencies ?? {},
  ).sort();
  return Object.fromEntries(
    peers.map((name) => {
      const pkg = readJson<{ version: string }>(
        path.join(kitDir, 'node_modules', name, 'package.json'),
      );
      return [name, pkg.version.split('.')[0]!];
    }),
  );
}

/** The exports of every reported entry, with their types, from the kit's sources. */
export function snapshotKitApi(kitDir: string): KitApiSnapshot {
  const entries = reportedKitEntries(kitDir);
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(kitDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const files = Object.values(entries).map((file) => path.join(kitDir, file));
  const program = ts.createProgram(files, { ...config?.options, noEmit: true });
  const out: Record<string, KitExports> = {};
  for (const [entry, file] of Object.entries(entries))
    out[entry] = moduleExports(program, path.join(kitDir, file));
  return { libraries: libraryMajors(kitDir), entries: out };
}

/** The exports of one module of a program, with their types. */
export function moduleExports(program: ts.Program, file: string): KitExports {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!source || !moduleSymbol) throw new Error(`${file}: not a module`);
  const exports: KitExports = {};
  for (const exported of checker
    .getExportsOfModule(moduleSymbol)
    .sort((a, b) => a.name.localeCompare(b.name)))
    exports[exported.name] = describeSymbol(checker, exported, source);
  return exports;
}

/** A stable digest of what a group exposes. */
export function fingerprint(value: unknown): string {
  const stable = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, stable((v as Record<string, unknown>)[k])]),
        )
      : v;
  return createHash('sha256')
    .update(JSON.stringify(stable(value)))
    .digest('hex')
    .slice(0, 16);
}

/** What changed from `before` to `after`: null (nothing), minor (only additions) or major. */
export function exportsChange(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): KitVersionChange | null {
  const removedOrChanged = Object.keys(before).some(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
  if (removedOrChanged) return 'major';
  return Object.keys(after).some((name) => !(name in before)) ? 'minor' : null;
}

/** The flat view of the contract: its entries' exports and its libraries. */
function contractSurface(libraries: Record<string, string>, entries: Record<string, KitExports>) {
  const flat: Record<string, string> = {};
  for (const [name, major] of Object.entries(libraries)) flat[`library ${name}`] = major;
  for (const [entry, exports] of Object.entries(entries))
    for (const [name, type] of Object.entries(exports)) flat[`${entry} ${name}`] = type;
  return flat;
}

function nextGroup(group: KitApiGroup | undefined, change: KitVersionChange | null, print: string) {
  if (!group) return { version: FIRST_VERSION, history: { [FIRST_VERSION]: print } };
  if (!change) return group;
  const version = bumpKitVersion(group.version, change);
  return { version, history: { ...group.history, [version]: print } };
}

/** The report for `snapshot`, from the previous one: each changed group gets its new version. */
export function updateKitApiReport(
  previous: KitApiReport | null,
  snapshot: KitApiSnapshot,
): KitApiReport {
  const singletons: Record<string, KitExports> = {};
  const versioned: Record<string, KitExports> = {};
  for (const [entry, exports] of Object.entries(snapshot.entries))
    (SINGLETON_KIT_ENTRIES.includes(entry) ? singletons : versioned)[entry] = exports;

  const surface = contractSurface(snapshot.libraries, singletons);
  const before = previous
    ? contractSurface(previous.contract.libraries, previous.contract.entries)
    : {};
  const contract = {
    ...nextGroup(previous?.contract, exportsChange(before, surface), fingerprint(surface)),
    libraries: snapshot.libraries,
    entries: singletons,
  };
  const entries: KitApiReport['entries'] = {};
  for (const [entry, exports] of Object.entries(versioned)) {
    const old = previous?.entries[entry];
    const change = old ? exportsChange(old.exports, exports) : null;
    entries[entry] = { ...nextGroup(old, change, fingerprint(exports)), exports };
  }
  return { contract, entries };
}

/**
 * Why the committed report does not describe the kit's sources (empty when it does):
 * exports that differ from the report, or a version whose recorded fingerprint is not that
 * of its exports (the exports were changed in the report without a new version).
 */
export function kitApiProblems(report: KitApiReport, snapshot: KitApiSnapshot): string[] {
  const problems: string[] = [];
  const expected = updateKitApiReport(report, snapshot);
  const check = (
    name: string,
    group: KitApiGroup,
    surface: unknown,
    changed: boolean,
    wanted: string,
  ) => {
    if (changed)
      problems.push(
        `${name}: its exports differ from shared/${KIT_API_FILE}; run \`pnpm kit:api\` (it records them as version ${wanted})`,
      );
    if (group.history[group.version] !== fingerprint(surface))
      problems.push(
        `${name}: version ${group.version} was recorded for other exports; run \`pnpm kit:api\` (a change needs a new version)`,
      );
    const prints = Object.values(group.history);
    if (new Set(prints).size !== prints.length)
      problems.push(`${name}: two versions name the same exports in its history`);
  };
  check(
    'the singleton contract',
    report.contract,
    contractSurface(report.contract.libraries, report.contract.entries),
    expected.contract.version !== report.contract.version ||
      JSON.stringify(expected.contract.entries) !== JSON.stringify(report.contract.entries) ||
      JSON.stringify(expected.contract.libraries) !== JSON.stringify(report.contract.libraries),
    expected.contract.version,
  );
  for (const [entry, group] of Object.entries(report.entries)) {
    const now = expected.entries[entry];
    if (!now) {
      problems.push(`@itam/shared/${entry.slice(2)}: no longer a kit entry; run \`pnpm kit:api\``);
      continue;
    }
    check(
      `@itam/shared/${entry.slice(2)}`,
      group,
      group.exports,
      JSON.stringify(now.exports) !== JSON.stringify(group.exports) ||
        now.version !== group.version,
      now.version,
    );
  }
  for (const entry of Object.keys(expected.entries))
    if (!report.entries[entry])
      problems.push(
        `@itam/shared/${entry.slice(2)}: not in shared/${KIT_API_FILE}; run \`pnpm kit:api\``,
      );
  return problems;
}

export function readKitApiReport(kitDir: string): KitApiReport | null {
  const file = path.join(kitDir, KIT_API_FILE);
  return fs.existsSync(file) ? readJson<KitApiReport>(file) : null;
}

export function writeKitApiReport(kitDir: string, report: KitApiReport): void {
  fs.writeFileSync(path.join(kitDir, KIT_API_FILE), `${JSON.stringify(report, null, 2)}\n`);
}

/** The versions a build shares the kit's entries with: the contract's and each entry's. */
export interface KitVersions {
  contract: string;
  entries: Record<string, string>;
}

export function kitVersions(kitDir: string): KitVersions {
  const report = readKitApiReport(kitDir);
  if (!report)
    throw new Error(`shared/${KIT_API_FILE} is missing: run \`pnpm kit:api\` to write it`);
  return {
    contract: report.contract.version,
    entries: Object.fromEntries(
      Object.entries(report.entries).map(([entry, group]) => [entry, group.version]),
    ),
  };
}
