/**
 * How the shell's production build groups the modules it provides into chunks.
 *
 * Every shared library and kit entry is an async chunk group of its own in Module
 * Federation, and webpack's default split made ~80 files of them for one signed-in page
 * (/assets), 30 of them under 1.5 KB. Asking for each file, creating its script and
 * running its callback cost a slow phone more main-thread time than the code inside:
 * Lighthouse's mobile runs put /assets' blocking time at 1.0 s with them, 0.6-0.8 s with
 * the grouping below (docs/performance.md).
 *
 * - `framework`: the libraries every signed-in page runs (React, the router, redux,
 *   i18next, axios, antd's style engine, icons and the kit's `@itam/shared/antd` entry:
 *   buttons, grid, spin, skeleton, statistic, tag, alert, empty), in one file.
 * - `components`: what the kit's antd-data, antd-display and antd-overlay entries are
 *   made of (tables, forms, selects, tabs, menus, dialogs, tooltips, typography) and zod,
 *   in one file that a page of cards and figures (the dashboard) does not download.
 * - `icons`: the icons only the kit's icon set (`@itam/shared/icons`) draws, for the
 *   screens that import it. An icon only the components above draw goes with them, one
 *   only the heavy inputs draw with those; the frame's icons and those of the framework's
 *   antd parts (or of several) stay in the framework (`iconPlaceOf`).
 * - `kit`: the kit's own code (shared/src) that the browser runs, in one file, but the
 *   module contracts (`contracts/<module>/`, zod schemas) that only their modules' remotes
 *   import: those load with the remote, not on every page (the dashboard imports none).
 * - `schemas`: the kit's zod schemas that its own entries reach (`/schemas`, the contracts
 *   the kit's code imports), in one file: they run only with zod, which is in the
 *   components chunk, so a page that downloads no component (the dashboard) runs none.
 *
 * The heavy inputs of `@itam/shared/antd-input` (date and time pickers with dayjs,
 * uploads, sliders, number inputs, ratings, images, QR codes, colour pickers) are in
 * neither: a screen of tables and plain fields still downloads none of them.
 * Libraries loaded only when configured (analytics, error reports, support chat) and
 * anything not named here keep webpack's default split.
 */

/** Packages of the framework chunk (a scope names all its packages). */
const FRAMEWORK_PACKAGES = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-is',
  'react-router',
  'react-redux',
  'use-sync-external-store',
  'redux',
  'redux-thunk',
  'reselect',
  'immer',
  'redux-saga',
  'i18next',
  'react-i18next',
  'html-parse-stringify',
  'void-elements',
  'axios',
  'antd',
  'clsx',
  'classnames',
  'stylis',
  'throttle-debounce',
  'is-mobile',
]);
const FRAMEWORK_SCOPES = new Set([
  '@reduxjs',
  '@redux-saga',
  '@ant-design',
  '@rc-component',
  '@babel',
  '@emotion',
]);

/**
 * The components chunk: what the kit's antd-data, antd-display and antd-overlay entries
 * are made of (tables, forms, selects, tabs, menus, dialogs, tooltips, typography...),
 * which a page of cards and figures (the dashboard) never loads.
 */
const COMPONENT_PACKAGES = new Set([
  'zod',
  'compute-scroll-into-view',
  'scroll-into-view-if-needed',
  'json2mq',
  'string-convert',
  'copy-to-clipboard',
  'toggle-selection',
  '@rc-component/table',
  '@rc-component/tree',
  '@rc-component/tree-select',
  '@rc-component/select',
  '@rc-component/virtual-list',
  '@rc-component/form',
  '@rc-component/async-validator',
  '@rc-component/input',
  '@rc-component/textarea',
  '@rc-component/mini-decimal',
  '@rc-component/tabs',
  '@rc-component/checkbox',
  '@rc-component/switch',
  '@rc-component/segmented',
  '@rc-component/menu',
  '@rc-component/dropdown',
  '@rc-component/overflow',
  '@rc-component/trigger',
  '@rc-component/tooltip',
  '@rc-component/portal',
  '@rc-component/progress',
  '@rc-component/resize-observer',
  '@rc-component/context',
  '@rc-component/dialog',
  '@rc-component/drawer',
  '@rc-component/notification',
  '@rc-component/pagination',
  '@rc-component/collapse',
  '@rc-component/steps',
  '@rc-component/cascader',
  '@rc-component/mentions',
  '@rc-component/mutate-observer',
  '@rc-component/tour',
]);
const COMPONENT_ANTD_DIRS = new Set([
  'table',
  'tree',
  'tree-select',
  'select',
  'form',
  'input',
  'tabs',
  'pagination',
  'auto-complete',
  'checkbox',
  'radio',
  'switch',
  'card',
  'divider',
  'layout',
  'progress',
  'result',
  'segmented',
  'typography',
  'dropdown',
  'menu',
  'modal',
  'popover',
  'popconfirm',
  'tooltip',
  'message',
  'notification',
  'drawer',
  'list',
  'descriptions',
  'badge',
  'avatar',
  'breadcrumb',
  'collapse',
  'steps',
  'timeline',
  'transfer',
  'cascader',
  'mentions',
  'float-button',
  'tour',
  'anchor',
  'affix',
  'back-top',
  'splitter',
  'masonry',
]);
/** Files of those folders that the framework's own parts import (ConfigProvider's). */
const FRAMEWORK_FILES_OF_COMPONENTS = /^(?:es|lib)\/form\/validateMessagesContext\.js$/;

/** The antd-input entry's components and libraries (shared/src/antd/input.ts). */
const HEAVY_INPUT_PACKAGES = new Set([
  'dayjs',
  '@rc-component/picker',
  '@rc-component/upload',
  '@rc-component/slider',
  '@rc-component/input-number',
  '@rc-component/rate',
  '@rc-component/image',
  '@rc-component/qrcode',
  '@rc-component/color-picker',
]);
const HEAVY_INPUT_ANTD_DIRS = new Set([
  'date-picker',
  'time-picker',
  'calendar',
  'upload',
  'slider',
  'input-number',
  'rate',
  'image',
  'qr-code',
  'color-picker',
]);

/** The package a module file belongs to and the path inside it (pnpm's layout too). */
export function packageOfFile(resource: string): { name: string; inner: string } | null {
  const parts = resource.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return null;
  const scoped = parts[at + 1]!.startsWith('@');
  const nameParts = parts.slice(at + 1, at + (scoped ? 3 : 2));
  return { name: nameParts.join('/'), inner: parts.slice(at + 1 + nameParts.length).join('/') };
}

/** A library chunk of the shell. */
export type LibraryChunk = 'framework' | 'components';

/**
 * Which library chunk a module file goes to, or null (webpack's default split). The
 * languages' texts of antd and its parts (their `locale` files, which ConfigProvider
 * gives every page) go with the framework, also those of the heavy inputs.
 */
export function libraryChunkOf(resource: string): LibraryChunk | null {
  const pkg = packageOfFile(resource);
  if (!pkg) return null;
  const scope = pkg.name.startsWith('@') ? pkg.name.split('/')[0]! : null;
  const known =
    FRAMEWORK_PACKAGES.has(pkg.name) ||
    (scope !== null && FRAMEWORK_SCOPES.has(scope)) ||
    COMPONENT_PACKAGES.has(pkg.name);
  if (!known) return null;
  if (/(?:^|\/)locale(?:\/|\.js$)/.test(pkg.inner) && pkg.name !== 'dayjs') return 'framework';
  if (HEAVY_INPUT_PACKAGES.has(pkg.name)) return null;
  if (pkg.name === 'antd') {
    const [format, dir = ''] = pkg.inner.split('/');
    if (format !== 'es' && format !== 'lib') return 'framework';
    if (HEAVY_INPUT_ANTD_DIRS.has(dir)) return null;
    return COMPONENT_ANTD_DIRS.has(dir) && !FRAMEWORK_FILES_OF_COMPONENTS.test(pkg.inner)
      ? 'components'
      : 'framework';
  }
  return COMPONENT_PACKAGES.has(pkg.name) ? 'components' : 'framework';
}

/** Kit files the browser never runs from this chunk (tooling, and antd-input's own entry). */
const NOT_KIT =
  /[\\/]shared[\\/]src[\\/](?:antd[\\/]input\.ts|testing[\\/]|storybook[\\/]|dev-host[\\/])/;

/** Whether a module file goes to the shell's kit chunk. */
export function isKitFile(resource: string): boolean {
  return (
    /[\\/]shared[\\/]src[\\/]/.test(resource) &&
    !/[\\/]node_modules[\\/]/.test(resource) &&
    !NOT_KIT.test(resource)
  );
}

/**
 * The chunks both groups take modules from: the async ones webpack numbers. A lazy import
 * the product names (`webpackChunkName`: the analytics and error-report SDKs' adapters, the
 * support chat, the Devanagari font) loads only when it is needed, so its modules stay in
 * its own file; so do the entry chunks.
 */
const unnamedAsync = (chunk: { name?: string | null; canBeInitial(): boolean }) =>
  !chunk.name && !chunk.canBeInitial();

/** What a cache group's test reads of a module (webpack's Module has it). */
export type ChunkModule = { nameForCondition(): string | null };
/** Who imports a module, of the modules in the build's chunks (webpack's graphs tell). */
export type ImportersOf = (module: ChunkModule) => ChunkModule[];
/** What a module imports, of the modules webpack's graphs know. */
export type ImportsOf = (module: ChunkModule) => ChunkModule[];
/** What a cache group's test reads of webpack's graphs. */
export interface ChunkGraphs {
  moduleGraph: {
    getIncomingConnections(module: ChunkModule): Iterable<{ originModule: ChunkModule | null }>;
    getOutgoingConnections(module: ChunkModule): Iterable<{ module: ChunkModule | null }>;
  };
  chunkGraph: { getNumberOfModuleChunks(module: ChunkModule): number };
}

/**
 * The importers webpack's graphs name, without the ones in no chunk: a re-exporting index
 * (@ant-design/icons') that imports are taken past is not in the build.
 */
export function importersIn({ moduleGraph, chunkGraph }: ChunkGraphs): ImportersOf {
  return (module) =>
    [...moduleGraph.getIncomingConnections(module)]
      .map((connection) => connection.originModule)
      .filter((origin): origin is ChunkModule => origin !== null)
      .filter((origin) => chunkGraph.getNumberOfModuleChunks(origin) > 0);
}

/** What a module imports, as webpack's graphs name it. */
export function importsIn({ moduleGraph }: Pick<ChunkGraphs, 'moduleGraph'>): ImportsOf {
  return (module) =>
    [...moduleGraph.getOutgoingConnections(module)]
      .map((connection) => connection.module)
      .filter((target): target is ChunkModule => target !== null);
}

/** The kit's icon set, `@itam/shared/icons`: loaded with a screen that imports it. */
const KIT_ICON_SET = /[\\/]shared[\\/]src[\\/]antd[\\/]icons\.ts$/;
/** An icon's component or its drawing (@ant-design/icons, @ant-design/icons-svg). */
const ICON_FILE = /[\\/]@ant-design[\\/]icons(?:-svg)?[\\/](?:es|lib)[\\/](?:icons|asn)[\\/]/;

/** Where an icon file goes: a library chunk, the icon set's file, or its own (default split). */
export type IconPlace = LibraryChunk | 'icons' | 'own';

/**
 * Where an icon's component or drawing goes: where every one of its importers goes (itself
 * an icon file: where that one goes). Only the kit's icon set: the `icons` file; only
 * components of the components file (the table's filter and sort carets, the pagination's
 * arrows, typography's copy and edit): that file; only the heavy inputs (the date picker's
 * calendar, the upload's paper clip): with them. Anything else, or a mix: the framework.
 * Null for a module that is no icon file.
 */
export function iconPlaceOf(
  module: ChunkModule,
  importersOf: ImportersOf,
  depth = 0,
): IconPlace | null {
  if (!ICON_FILE.test(module.nameForCondition() ?? '')) return null;
  const origins = importersOf(module);
  if (depth > 2 || origins.length === 0) return 'framework';
  const places = new Set(
    origins.map((origin): IconPlace => {
      const file = origin.nameForCondition() ?? '';
      if (KIT_ICON_SET.test(file)) return 'icons';
      return iconPlaceOf(origin, importersOf, depth + 1) ?? libraryChunkOf(file) ?? 'own';
    }),
  );
  return places.size === 1 ? [...places][0]! : 'framework';
}

/**
 * An icon file only the kit's icon set imports (itself, or through another such file):
 * not one the frame draws (icons-frame.ts) or antd's components use.
 */
export function onlyInKitIconSet(module: ChunkModule, importersOf: ImportersOf): boolean {
  return iconPlaceOf(module, importersOf) === 'icons';
}

/** A file of one module's contracts: `@itam/shared/contracts/<module>` and its parts. */
const MODULE_CONTRACT = /[\\/]shared[\\/]src[\\/]contracts[\\/](?!__tests__[\\/])[^\\/]+[\\/]/;

/**
 * Whether a kit file belongs in the kit chunk: every kit file but a module contract file
 * that no other kit code reaches (itself, or through other module contract files): the
 * parts the kit's own entries re-export (`/contracts`' zod-free words, `/schemas`' re-export
 * of the organisation's contracts) stay, the rest come with the remotes that import them.
 */
export function inKitChunk(module: ChunkModule, importersOf: ImportersOf, depth = 0): boolean {
  const file = module.nameForCondition() ?? '';
  if (!isKitFile(file)) return false;
  if (!MODULE_CONTRACT.test(file)) return true;
  if (depth > 4) return false;
  return importersOf(module).some((origin) => {
    const from = origin.nameForCondition() ?? '';
    if (!isKitFile(from)) return false;
    return MODULE_CONTRACT.test(from) ? inKitChunk(origin, importersOf, depth + 1) : true;
  });
}

/** The kit's one import of zod, which sets its browser mode (every schema file imports it). */
const KIT_ZOD_SETUP = /[\\/]shared[\\/]src[\\/]contracts[\\/]zod\.ts$/;

/**
 * Whether a module is a zod schema file: it imports zod, or the kit's zod set-up. It runs
 * only once zod, in the components chunk, has loaded.
 */
export function isSchemaFile(module: ChunkModule, importsOf: ImportsOf): boolean {
  return importsOf(module).some((target) => {
    const file = target.nameForCondition() ?? '';
    return packageOfFile(file)?.name === 'zod' || KIT_ZOD_SETUP.test(file);
  });
}

type Holds = (
  file: string,
  module: ChunkModule,
  importersOf: ImportersOf,
  importsOf: ImportsOf,
) => boolean;

/** One file of the modules `holds` accepts, from the unnamed async chunks. */
const fileGroup = (name: string, priority: number, holds: Holds) => ({
  test: (module: ChunkModule, graphs: ChunkGraphs) =>
    holds(module.nameForCondition() ?? '', module, importersIn(graphs), importsIn(graphs)),
  name,
  chunks: unnamedAsync,
  priority,
  enforce: true,
});

/** The shell's `optimization.splitChunks` (production and development alike). */
export function shellSplitChunks() {
  return {
    chunks: 'async' as const,
    // Below webpack's default 20 KB a module shared by the remaining groups (the shell's
    // own screens) was copied into each group's chunk; a smaller floor gives it its own.
    minSize: 6000,
    cacheGroups: {
      framework: fileGroup(
        'framework',
        30,
        (file, module, importersOf) =>
          libraryChunkOf(file) === 'framework' &&
          (iconPlaceOf(module, importersOf) ?? 'framework') === 'framework',
      ),
      icons: fileGroup('icons', 25, (_file, module, importersOf) =>
        onlyInKitIconSet(module, importersOf),
      ),
      components: fileGroup(
        'components',
        20,
        (file, module, importersOf) =>
          (iconPlaceOf(module, importersOf) ?? libraryChunkOf(file)) === 'components',
      ),
      schemas: fileGroup(
        'schemas',
        15,
        (_file, module, importersOf, importsOf) =>
          inKitChunk(module, importersOf) && isSchemaFile(module, importsOf),
      ),
      kit: fileGroup('kit', 10, (_file, module, importersOf) => inKitChunk(module, importersOf)),
    },
  };
}
