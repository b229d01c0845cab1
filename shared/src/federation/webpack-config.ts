import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  BannerPlugin,
  Compilation,
  DefinePlugin,
  NormalModuleReplacementPlugin,
  WebpackError,
  sources,
  type Configuration,
  type WebpackPluginInstance,
} from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { API_DEV_PORT, REMOTE_BUILDS, SHELL_DEV_PORT } from './remotes';
import { AntdStaticCssPlugin } from './antd-static-css';
import { kitVersions } from './kit-api';
import { sharedConfig, singletonKitFiles } from './shared-libs';
import { shellSplitChunks } from './shell-chunks';
import { StartPreloadPlugin } from './start-preload';
import { ScreenFilesPlugin, SharedFilesPlugin } from './screen-files';
import { REMOTE_BUILDS_GLOBAL, type BuildStamp } from '../contracts/telemetry';

/** Chunk load time-out of SPEC.md section 9. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;

export interface FederatedBuildOptions {
  /** `shell`, or a remote id from REMOTE_BUILDS. */
  id: string;
  /** Absolute folder of the package being built. */
  packageDir: string;
  mode: 'production' | 'development';
  /**
   * A remote's output folder; by default `dist/web/remotes/<id>/.build` (the deploy
   * scripts build into a new version folder, see scripts/lib/remote-deploy.ts).
   */
  outputDir?: string;
  /**
   * A remote whose files a service worker keeps for offline use (the scanner): its build
   * writes their list, `precache.json`, beside its remoteEntry.js.
   */
  precacheList?: boolean;
  /**
   * The shell: values for its index.html template (`<%= name %>`), such as the inline
   * frame script the page runs before any bundle.
   */
  htmlParameters?: Record<string, string>;
  /**
   * The shell: the name of the meta element by which its page names antd's styles file
   * (antd-static-css.ts; production builds only). Without it, antd builds every style.
   */
  stylesFileMeta?: string;
  /**
   * The shell: the name of the meta element by which its page names the files providing
   * each shared module (screen-files.ts; production builds only).
   */
  sharedFilesMeta?: string;
}

export type WebpackConfig = Configuration & { devServer?: DevServerConfiguration };

export const repoRoot = path.resolve(__dirname, '../../..');
const sharedKitDir = path.join(repoRoot, 'shared');
/** Where `pnpm build` puts the web apps; the API serves this folder. */
export const WEB_DIST = path.join(repoRoot, 'dist/web');
/** Where production builds put their source maps, one folder per build: never served. */
export const SOURCE_MAPS_DIST = path.join(repoRoot, 'dist/sourcemaps');

let cachedBuildId: string | null = null;

/** ITAM_BUILD_ID, else the short git commit, else `local`. */
function buildId(): string {
  if (cachedBuildId) return cachedBuildId;
  let id = process.env.ITAM_BUILD_ID?.trim() || '';
  if (!id) {
    try {
      id = execSync('git rev-parse --short HEAD', {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 5000,
      })
        .toString()
        .trim();
    } catch {
      // Not a git checkout (a source archive): no commit to name.
    }
  }
  cachedBuildId = id || 'local';
  return cachedBuildId;
}

function readVersion(dir: string): { name: string; version: string } {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
}

/** What the telemetry kit reports as release (Sentry) and version (shell and remote tags). */
export function buildStamp(opts: FederatedBuildOptions): BuildStamp {
  const root = readVersion(repoRoot);
  const id = buildId();
  return {
    app: opts.id,
    version: `${readVersion(opts.packageDir).version}+${id}`,
    release: process.env.ITAM_RELEASE?.trim() || `${root.name}@${root.version}+${id}`,
    environment: opts.mode,
  };
}

/**
 * `__ITAM_BUILD__` in the code this build compiles (the shell's, since production remotes
 * take the kit from the shell) and, for a remote, a first line in remoteEntry.js that
 * records the remote's own stamp when it loads, so errors name the remote version running.
 */
function stampPlugins(opts: FederatedBuildOptions, remote: boolean) {
  const stamp = buildStamp(opts);
  const plugins: NonNullable<Configuration['plugins']> = [
    new DefinePlugin({
      __ITAM_BUILD__: JSON.stringify(stamp),
      // The kit's singleton contract this build provides (the shell checks remotes against it).
      __ITAM_KIT_CONTRACT__: JSON.stringify(kitVersions(sharedKitDir).contract),
    }),
  ];
  if (remote) {
    const global = `self.${REMOTE_BUILDS_GLOBAL}`;
    plugins.push(
      new BannerPlugin({
        raw: true,
        entryOnly: true,
        include: /(^|\/)remoteEntry\.js$/,
        banner: `(${global}=${global}||{})[${JSON.stringify(opts.id)}]=${JSON.stringify(stamp)};`,
      }),
    );
  }
  return plugins;
}

export function rules(
  mode: FederatedBuildOptions['mode'],
): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: mode === 'development' } },
            target: 'es2020',
          },
        },
      },
    },
    { test: /\.css$/, use: ['style-loader', 'css-loader'] },
    { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
    { test: /\.json$/, type: 'json' },
  ];
}

function base(opts: FederatedBuildOptions, container: string): Configuration {
  const prod = opts.mode === 'production';
  return {
    mode: opts.mode,
    context: opts.packageDir,
    // Production maps are for error reporting only: see privateSourceMaps.
    devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: rules(opts.mode) },
    // The shell builds without a cache: rebuilt from webpack's cache, its modules lost the
    // exports @reduxjs/toolkit takes from the shared `redux` (`export * from 'redux'`), and
    // every second build failed ("export 'isPlainObject' ... was not found"). A remote,
    // which only consumes `redux`, builds from its cache correctly.
    cache: opts.id !== 'shell' && {
      type: 'filesystem',
      cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', `${opts.id}-${opts.mode}`),
      buildDependencies: {
        config: [
          ...configSources(),
          path.join(opts.packageDir, 'webpack.config.ts'),
          path.join(sharedKitDir, 'kit-api.json'),
        ],
      },
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    output: {
      uniqueName: container,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      filename: prod ? '[name].[contenthash:8].js' : '[name].js',
      // A remote's dev build has two runtimes (its container and the dev host), and a
      // named chunk can differ between them: a bare [name] collides.
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].[chunkhash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: opts.id === 'shell' ? { keep: /^remotes(\/|\.json$)/ } : true,
    },
  };
}

/**
 * Production source maps kept for error reporting but never published: the served files
 * carry no sourceMappingURL (`hidden-source-map`), and the maps go to
 * `dist/sourcemaps/<build>/<file>.map`, outside the web root, emptied at each build of
 * their package. (The server also refuses any `*.map` under the web root.)
 */
export function privateSourceMaps(
  build: string,
  outputPath: string,
): { sourceMapFilename: string; plugin: WebpackPluginInstance } {
  const dir = path.join(SOURCE_MAPS_DIST, build);
  const relative = path.relative(outputPath, dir).split(path.sep).join('/');
  return {
    sourceMapFilename: `${relative}/[file].map`,
    plugin: {
      apply(compiler) {
        compiler.hooks.emit.tap('PrivateSourceMaps', () =>
          fs.rmSync(dir, { recursive: true, force: true }),
        );
      },
    },
  };
}

function federation(
  opts: FederatedBuildOptions,
  container: string,
  exposes?: Record<string, string>,
) {
  // In production the shell provides the federation runtime and every shared module;
  // remotes use both from it (a remote is only ever loaded by the shell). In dev a
  // remote also runs alone in the dev host, so it keeps its own copies.
  const remoteInProd = Boolean(exposes) && opts.mode === 'production';
  const shellInProd = !exposes && opts.mode === 'production';
  return new ModuleFederationPlugin({
    name: container,
    filename: exposes ? 'remoteEntry.js' : undefined,
    exposes,
    // Remote URLs are runtime data (remotes.json): the host declares none here.
    remotes: {},
    shared: sharedConfig(opts.packageDir, sharedKitDir, remoteInProd ? 'remote' : 'provider'),
    experiments: {
      ...(remoteInProd
        ? { externalRuntime: true }
        : shellInProd
          ? { provideExternalRuntime: true }
          : {}),
      // Remotes are plain remoteEntry.js URLs (no manifests), so the runtime's snapshot
      // code is dead weight; leaving it out saves ~10 KB gzip of start-up JS.
      optimization: { disableSnapshot: true, target: 'web' },
    },
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
  });
}

function devServer(port: number, staticDir?: string): DevServerConfiguration {
  return {
    port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: staticDir ? [{ directory: staticDir, watch: false }] : false,
    proxy: [{ context: ['/api'], target: `http://localhost:${API_DEV_PORT}` }],
    client: { overlay: { warnings: false, errors: true } },
  };
}

/**
 * The federation runtime once, not twice. With `provideExternalRuntime` (the production
 * shell) the injected provider plugin `require`s the runtime core, so webpack bundled its
 * CommonJS build beside the ES build the bundler runtime imports: two copies of the
 * runtime and its SDK in the shell's start-up chunk. This points that require at the ES
 * build. Found from the plugin's own location (pnpm keeps it out of the packages' reach).
 */
function runtimeCoreAlias(packageDir: string): Record<string, string> {
  try {
    const enhanced = require.resolve('@module-federation/enhanced/webpack', {
      paths: [packageDir],
    });
    const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
      paths: [path.dirname(enhanced)],
    });
    const cjs = require.resolve('@module-federation/runtime-tools/runtime-core', {
      paths: [path.dirname(plugin)],
    });
    const esm = cjs.replace(/\.cjs$/, '.js');
    return esm !== cjs && fs.existsSync(esm)
      ? { '@module-federation/runtime-tools/runtime-core$': esm }
      : {};
  } catch {
    return {};
  }
}

/**
 * A production remote takes every singleton kit entry from the shell: bundling one (a kit
 * file reaching it by a path the shared config does not match) would give the remote a
 * second store, i18n instance or router. Such a build fails.
 */
function kitSingletonGuard(): WebpackPluginInstance {
  const files = new Set(singletonKitFiles(sharedKitDir));
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('KitSingletonGuard', (compilation) => {
        compilation.hooks.finishModules.tap('KitSingletonGuard', (modules) => {
          for (const module of modules) {
            const resource = (module as { resource?: string }).resource?.split('?')[0];
            if (resource && files.has(resource))
              compilation.errors.push(
                new WebpackError(
                  `${path.relative(repoRoot, resource)} is a singleton kit entry: a remote takes it from the shell (import it as @itam/shared/...) and must not bundle it`,
                ),
              );
          }
        });
      });
    },
  };
}

/**
 * rc-util's dynamic CSS (antd's dialog scroll lock, scroll-bar measuring) writes `<style>`
 * elements with no nonce, which the page's Content-Security-Policy refuses: every import
 * of it goes to the kit's stand-in (shared/src/antd/dynamic-css-nonce.ts), which adds the
 * page's nonce and calls the original under the alias `@itam/rc-dynamic-css`. The
 * original is found from antd's own location (pnpm keeps it out of the packages' reach).
 */
function nonceDynamicCss(packageDir: string): {
  alias: Record<string, string>;
  plugins: WebpackPluginInstance[];
} {
  let original: string;
  try {
    const antd = require.resolve('antd/package.json', { paths: [packageDir] });
    original = require.resolve('@rc-component/util/es/Dom/dynamicCSS', {
      paths: [path.dirname(antd)],
    });
  } catch {
    return { alias: {}, plugins: [] };
  }
  const standIn = path.join(sharedKitDir, 'src/antd/dynamic-css-nonce.ts');
  return {
    alias: { '@itam/rc-dynamic-css$': original },
    plugins: [
      new NormalModuleReplacementPlugin(/(^|[\\/])Dom[\\/]dynamicCSS(\.js)?$/, (resource) => {
        resource.request = standIn;
      }),
    ],
  };
}

/**
 * zod's namespace re-exports every language's error texts (`z.locales`); the browser
 * builds take the kit's English-only stand-in (shared/src/contracts/zod-locales.ts).
 */
function zodEnglishOnly(): WebpackPluginInstance {
  const standIn = path.join(sharedKitDir, 'src/contracts/zod-locales.ts');
  return new NormalModuleReplacementPlugin(/^\.\.\/locales\/index\.js$/, (resource) => {
    if (/[\\/]zod[\\/]v4[\\/](?:classic|mini|core)$/.test(resource.context ?? ''))
      resource.request = standIn;
  });
}

/** The host shell: served at `/`, loads remotes at runtime. */
function shellConfig(opts: FederatedBuildOptions): WebpackConfig {
  const cfg = base(opts, 'shell');
  const maps = opts.mode === 'production' ? privateSourceMaps('shell', WEB_DIST) : null;
  const dynamicCss = nonceDynamicCss(opts.packageDir);
  return {
    ...cfg,
    entry: { main: './src/index.ts' },
    resolve: {
      ...cfg.resolve,
      alias: { ...runtimeCoreAlias(opts.packageDir), ...dynamicCss.alias },
    },
    output: {
      ...cfg.output,
      path: WEB_DIST,
      publicPath: '/',
      ...(maps && { sourceMapFilename: maps.sourceMapFilename }),
    },
    // The libraries and the kit's code in one file each, not ~80 (shell-chunks.ts).
    optimization: { ...cfg.optimization, splitChunks: shellSplitChunks() },
    plugins: [
      federation(opts, 'shell'),
      ...stampPlugins(opts, false),
      ...(maps ? [maps.plugin] : []),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        inject: 'body',
        templateParameters: opts.htmlParameters ?? {},
      }),
      // antd's ConfigProvider imports tooltip/UniqueProvider (and with it the tooltip
      // positioning engine, ~9 KB gzip on every antd page) but renders it only with
      // `tooltip.unique` set: the kit's stand-in loads it when rendered.
      new NormalModuleReplacementPlugin(/tooltip[\\/]UniqueProvider$/, (resource) => {
        if (/[\\/]antd[\\/]es[\\/]config-provider$/.test(resource.context ?? ''))
          resource.request = path.join(sharedKitDir, 'src/antd/unique-provider-lazy.tsx');
      }),
      ...dynamicCss.plugins,
      zodEnglishOnly(),
      // The framework and kit files, asked for by index.html itself (start-preload.ts).
      ...(opts.mode === 'production' ? [new StartPreloadPlugin()] : []),
      // antd's styles as a file, not built by the page (production only: a development
      // build's class names differ, and its styles change with every edit).
      ...(opts.mode === 'production' && opts.stylesFileMeta
        ? [new AntdStaticCssPlugin(opts.stylesFileMeta)]
        : []),
      // Which files provide each shared module, for the start-up's preload of a screen.
      ...(opts.mode === 'production' && opts.sharedFilesMeta
        ? [new SharedFilesPlugin(opts.sharedFilesMeta)]
        : []),
    ],
    devServer: devServer(SHELL_DEV_PORT, path.join(opts.packageDir, 'dev')),
  };
}

/** A remote: exposes only `./module`; runs standalone in dev through the dev host. */
function remoteConfig(opts: FederatedBuildOptions): WebpackConfig {
  const info = REMOTE_BUILDS.find((r) => r.id === opts.id);
  if (!info) throw new Error(`Unknown remote ${opts.id}`);
  const cfg = base(opts, info.container);
  const dev = opts.mode === 'development';
  const outputPath = opts.outputDir ?? path.join(WEB_DIST, 'remotes', info.id, '.build');
  const maps = dev ? null : privateSourceMaps(info.dir, outputPath);
  return {
    ...cfg,
    entry: dev ? { main: './src/index.ts' } : {},
    output: {
      ...cfg.output,
      path: outputPath,
      // Chunks load relative to wherever remoteEntry.js was fetched from.
      publicPath: 'auto',
      ...(maps && { sourceMapFilename: maps.sourceMapFilename }),
    },
    plugins: [
      federation(opts, info.container, { './module': './src/module.tsx' }),
      ...stampPlugins(opts, true),
      zodEnglishOnly(),
      ...(dev ? [] : [kitSingletonGuard()]),
      // screen-files.json: what each screen downloads first, for remotes.json.
      ...(dev ? [] : [new ScreenFilesPlugin(path.join(opts.packageDir, 'src/module.tsx'))]),
      ...(maps ? [maps.plugin] : []),
      ...(!dev && opts.precacheList ? [precacheListPlugin()] : []),
      ...(dev
        ? [
            new HtmlWebpackPlugin({
              template: path.join(sharedKitDir, 'src/federation/dev-host.html'),
            }),
          ]
        : []),
    ],
    devServer: devServer(info.devPort),
  };
}

/**
 * The emitted files a service worker may keep for offline use: scripts, styles, fonts,
 * images, WebAssembly; not HTML pages (the worker keeps the page it is served), licence
 * notes, source maps or anything outside the output folder.
 */
export function offlineFiles(names: readonly string[]): string[] {
  return names
    .filter(
      (name) =>
        !name.startsWith('..') &&
        !name.endsWith('.map') &&
        !name.endsWith('.LICENSE.txt') &&
        /\.(m?js|css|woff2?|wasm|png|jpe?g|gif|svg|webp)$/.test(name),
    )
    .sort();
}

/** Writes `precache.json`, the remote's files for its offline service worker. */
function precacheListPlugin(): WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PrecacheList', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'PrecacheList', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
          (assets) => {
            const list = JSON.stringify(offlineFiles(Object.keys(assets)));
            compilation.emitAsset('precache.json', new sources.RawSource(list));
          },
        );
      });
    },
  };
}

/** The webpack config of one federated package: shell or remote. */
export function createWebpackConfig(opts: FederatedBuildOptions): WebpackConfig {
  return opts.id === 'shell' ? shellConfig(opts) : remoteConfig(opts);
}

/**
 * The files a build's configuration is made of, for its cache: every source of this folder
 * (the split of the shell's chunks, the shared libraries, the remotes) and what they import
 * from the contracts. webpack follows a JavaScript config's requires itself, not these
 * TypeScript ones: a file missing here kept a cache built by its older version, and the
 * next build failed or shipped stale chunks.
 */
function configSources(): string[] {
  const own = fs
    .readdirSync(__dirname)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(__dirname, name));
  const contracts = ['kit-version', 'remote-module', 'route-paths', 'route-registry', 'telemetry'];
  return [...own, ...contracts.map((name) => path.join(__dirname, `../contracts/${name}.ts`))];
}

/**
 * The pre-rendered landing's visit beacon (shell/src/landing/visit-beacon.ts): one small
 * self-contained file next to the shell's, without federation (it runs where the app does
 * not, so it shares nothing). `scripts/build-landing.tsx` builds it and names it in the page.
 */
export function createVisitBeaconConfig(shellDir: string): WebpackConfig {
  const maps = privateSourceMaps('visit-beacon', WEB_DIST);
  return {
    mode: 'production',
    context: shellDir,
    devtool: 'hidden-source-map',
    entry: { visit: './src/landing/visit-beacon.ts' },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: rules('production') },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', 'visit-beacon'),
      buildDependencies: { config: configSources() },
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    output: {
      path: WEB_DIST,
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      sourceMapFilename: maps.sourceMapFilename,
      clean: false,
    },
    plugins: [maps.plugin],
  };
}
