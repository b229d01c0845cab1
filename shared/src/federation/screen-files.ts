/**
 * What a route's first screen downloads, from the build itself, so the start-up chunk can
 * ask for it while the app's code is still on its way (shell/src/session/early-screen.ts):
 *
 * - a remote's build writes `screen-files.json` beside its remoteEntry.js: the files of its
 *   `./module` and, for every key of the module's `screens` map, the files of that screen's
 *   lazy imports (those the loader makes itself and those of the wrappers it calls, such as
 *   `withScreenStrings`), each with the shared modules those files consume; the deploy
 *   copies it into the remote's entry of `remotes.json` (`preload`, remote-deploy.ts);
 * - the shell's build names, in its page, the files that provide each shared module
 *   (a meta element; `SharedFilesPlugin`).
 *
 * The screens' imports are read from the sources (module.tsx and what it calls), the files
 * from webpack's chunk graph: no hand-written list. (Module Federation's mf-manifest.json
 * lists an expose's async chunks all together, every screen's.)
 */
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ts from 'typescript';
import {
  Compilation,
  sources,
  type Chunk,
  type ChunkGroup,
  type Compiler,
  type Module,
  type WebpackPluginInstance,
} from 'webpack';
import type { RemotePreload } from '../contracts/remote-module';

/** The file a remote's build writes beside its remoteEntry.js. */
export const SCREEN_FILES_FILE = 'screen-files.json';

/** A lazy import (`import('<request>')`) made in `file`. */
export type LazyImport = { file: string; request: string };

const parsed = new Map<string, ts.SourceFile>();

function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

function resolveLocal(from: string, request: string): string | null {
  const base = path.resolve(path.dirname(from), request);
  const candidates = [base, ...['.ts', '.tsx', '.js'].map((ext) => `${base}${ext}`)];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** A file's own functions (declarations, and consts holding an arrow or function) by name. */
function functionsOf(source: ts.SourceFile): Map<string, ts.Node> {
  const out = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name)
      out.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const decl of statement.declarationList.declarations)
        if (ts.isIdentifier(decl.name) && decl.initializer)
          out.set(decl.name.text, decl.initializer);
  }
  return out;
}

/** The functions a file imports by name from files of its own package. */
function importsOf(file: string): Map<string, { file: string; name: string }> {
  const out = new Map<string, { file: string; name: string }>();
  for (const statement of parse(file).statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const target = statement.moduleSpecifier.text.startsWith('.')
      ? resolveLocal(file, statement.moduleSpecifier.text)
      : null;
    const named = statement.importClause?.namedBindings;
    if (!target || !named || !ts.isNamedImports(named)) continue;
    for (const element of named.elements)
      out.set(element.name.text, {
        file: target,
        name: (element.propertyName ?? element.name).text,
      });
  }
  return out;
}

/**
 * The lazy imports `node` (of `file`) makes, following the calls it makes to functions of
 * its own file and of the package's other files (never those of other packages).
 */
export function lazyImportsOf(file: string, node: ts.Node, seen = new Set<string>()): LazyImport[] {
  const out: LazyImport[] = [];
  const functions = functionsOf(parse(file));
  const imports = importsOf(file);
  const follow = (target: string, name: string) => {
    const fn = functionsOf(parse(target)).get(name);
    const id = `${target}#${name}`;
    if (!fn || seen.has(id)) return;
    seen.add(id);
    out.push(...lazyImportsOf(target, fn, seen));
  };
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child)) {
      const [first] = child.arguments;
      if (child.expression.kind === ts.SyntaxKind.ImportKeyword) {
        if (first && ts.isStringLiteralLike(first)) out.push({ file, request: first.text });
      } else if (ts.isIdentifier(child.expression)) {
        const name = child.expression.text;
        const imported = imports.get(name);
        if (functions.has(name)) follow(file, name);
        else if (imported) follow(imported.file, imported.name);
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return out;
}

/** Every key of the `screens` map in `moduleFile` with the lazy imports of its loader. */
export function screenImports(moduleFile: string): Record<string, LazyImport[]> {
  const out: Record<string, LazyImport[]> = {};
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'screens' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const screen of node.initializer.properties)
        if (ts.isPropertyAssignment(screen))
          out[screen.name.getText().replace(/^['"]|['"]$/g, '')] = lazyImportsOf(
            moduleFile,
            screen.initializer,
          );
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(moduleFile));
  return out;
}

/** The script files of chunk groups, and the shared modules their chunks consume. */
function filesOf(compilation: Compilation, groups: Iterable<ChunkGroup>) {
  const files = new Set<string>();
  const shared = new Set<string>();
  const chunks = new Set<Chunk>([...groups].flatMap((group) => group.chunks));
  for (const chunk of chunks) {
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
      if (module.type === 'consume-shared-module')
        shared.add((module as Module & { options: { shareKey: string } }).options.shareKey);
  }
  return { files: [...files].sort(), shared: [...shared].sort() };
}

/** Indexes into `list`, which grows with the names it did not hold yet. */
function indexed(list: string[], names: readonly string[]): number[] {
  return names.map((name) => {
    const at = list.indexOf(name);
    return at >= 0 ? at : list.push(name) - 1;
  });
}

/** The screens' lazy-import blocks' chunk groups, by screen key. */
function screenGroups(
  compilation: Compilation,
  modules: Map<string, Module>,
  moduleFile: string,
): Record<string, ChunkGroup[]> {
  const out: Record<string, ChunkGroup[]> = {};
  for (const [key, imports] of Object.entries(screenImports(moduleFile))) {
    out[key] = imports.flatMap(({ file, request }) =>
      (modules.get(file)?.blocks ?? [])
        .filter((block) =>
          block.dependencies.some((dep) => (dep as { request?: string }).request === request),
        )
        .map((block) => compilation.chunkGraph.getBlockChunkGroup(block))
        .filter((group): group is ChunkGroup => Boolean(group)),
    );
    if (!out[key].length)
      throw new Error(`screen-files: no chunk found for the screen ${key} of ${moduleFile}`);
  }
  return out;
}

/** The preload data of a remote's compilation (its `./module` at `moduleFile`). */
function remotePreload(
  compilation: Compilation,
  modules: Map<string, Module>,
  moduleFile: string,
): RemotePreload {
  const container = [...modules.values()].find((module) => '_exposes' in module);
  const exposeGroups = (container?.blocks ?? [])
    .map((block) => compilation.chunkGraph.getBlockChunkGroup(block))
    .filter((group): group is ChunkGroup => Boolean(group));
  const preload: RemotePreload = { files: [], shared: [], module: { files: [], shared: [] } };
  const own = filesOf(compilation, exposeGroups);
  preload.module = {
    files: indexed(preload.files, own.files),
    shared: indexed(preload.shared, own.shared),
  };
  preload.screens = {};
  for (const [key, groups] of Object.entries(screenGroups(compilation, modules, moduleFile))) {
    const screen = filesOf(compilation, groups);
    preload.screens[key] = {
      files: indexed(preload.files, screen.files),
      shared: indexed(preload.shared, screen.shared),
    };
  }
  return preload;
}

/** A remote's build: writes `screen-files.json` (RemotePreload) beside its remoteEntry.js. */
export class ScreenFilesPlugin implements WebpackPluginInstance {
  constructor(private readonly moduleFile: string) {}

  apply(compiler: Compiler): void {
    const name = ScreenFilesPlugin.name;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const modules = new Map<string, Module>();
      compilation.hooks.finishModules.tap(name, (all) => {
        for (const module of all) {
          const resource = (module as { resource?: string }).resource?.split('?')[0];
          modules.set(resource ?? module.identifier(), module);
        }
      });
      compilation.hooks.processAssets.tap(
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const preload = remotePreload(compilation, modules, this.moduleFile);
          compilation.emitAsset(SCREEN_FILES_FILE, new sources.RawSource(JSON.stringify(preload)));
        },
      );
    });
  }
}

/** The shell's map of shared module → the files that provide it, as its page names it. */
export interface SharedFiles {
  files: string[];
  /** Share key → indexes into `files`. */
  shared: Record<string, number[]>;
}

/** The files (under `publicPath`) providing each shared module of a host's compilation. */
function sharedFilesOf(compilation: Compilation, modules: Module[], publicPath: string) {
  const out: SharedFiles = { files: [], shared: {} };
  const initial = new Set(
    [...compilation.entrypoints.values()].flatMap((entry) =>
      entry.chunks.flatMap((c) => [...c.files]),
    ),
  );
  for (const module of modules) {
    const key = (module as Module & { _name?: string })._name;
    const groups = module.blocks
      .map((block) => compilation.chunkGraph.getBlockChunkGroup(block))
      .filter((group): group is ChunkGroup => Boolean(group));
    if (!key || !groups.length) continue;
    const files = filesOf(compilation, groups).files.filter((file) => !initial.has(file));
    if (files.length)
      out.shared[key] = indexed(
        out.files,
        files.map((f) => `${publicPath}${f}`),
      );
  }
  return out;
}

/**
 * The shell's build: a meta element `metaName` in its page whose content is SharedFiles
 * (JSON), so the start-up chunk can preload what a remote's screen consumes.
 */
export class SharedFilesPlugin implements WebpackPluginInstance {
  constructor(private readonly metaName: string) {}

  apply(compiler: Compiler): void {
    const name = SharedFilesPlugin.name;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const provided: Module[] = [];
      compilation.hooks.finishModules.tap(name, (all) => {
        for (const module of all) if (module.type === 'provide-module') provided.push(module);
      });
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        // Attribute values are written as given: the JSON's quotes are escaped here.
        const content = JSON.stringify(sharedFilesOf(compilation, provided, publicPath))
          .replace(/&/g, '&amp;')
          .replace(/"/g, '&quot;');
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('meta', { name: this.metaName, content }),
        );
        return data;
      });
    });
  }
}
