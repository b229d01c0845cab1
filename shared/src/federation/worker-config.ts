/**
 * The builds of the app's two service workers, each one file at a fixed name in the web
 * root (the browser checks it for updates) with the list of the shell's files it keeps at
 * install: built after the shell (scripts/build.ts), whose build empties the web root's
 * top level. A new shell build is a new worker (its version is a hash of the list, whose
 * names carry content hashes). What they keep and how they answer: @itam/shared/offline.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { DefinePlugin } from 'webpack';
import {
  WEB_DIST,
  offlineFiles,
  privateSourceMaps,
  repoRoot,
  rules,
  type WebpackConfig,
} from './webpack-config';

/** One service worker's build: a fixed name in the web root, its `precache` list defined. */
interface WorkerBuild {
  name: string;
  packageDir: string;
  entry: string;
  /** The DefinePlugin constant that carries the list of the shell's files and its version. */
  constant: string;
}

function workerConfig(build: WorkerBuild, files: readonly string[]): WebpackConfig {
  const list = offlineFiles(files);
  const version = crypto.createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 12);
  const maps = privateSourceMaps(build.name, WEB_DIST);
  return {
    mode: 'production',
    context: path.join(repoRoot, build.packageDir),
    devtool: 'hidden-source-map',
    target: 'webworker',
    entry: { [build.name]: build.entry },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: rules('production') },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    output: {
      path: WEB_DIST,
      publicPath: '/',
      filename: '[name].js',
      sourceMapFilename: maps.sourceMapFilename,
      clean: false,
    },
    plugins: [
      maps.plugin,
      new DefinePlugin({ [build.constant]: JSON.stringify({ version, files: list }) }),
    ],
  };
}

/**
 * The scanner's service worker (mf-scanner/src/offline/scanner-sw.ts) at `/scanner-sw.js`,
 * a fixed name (the browser checks it for updates), with the shell's `files` it keeps at
 * install (the start-up scripts and fonts): built after the shell (scripts/build.ts), whose
 * build empties the web root's top level. A new shell build is a new worker (its version
 * is a hash of the list, whose names carry content hashes).
 */
export function createScannerWorkerConfig(files: readonly string[]): WebpackConfig {
  return workerConfig(
    {
      name: 'scanner-sw',
      packageDir: 'mf-scanner',
      entry: './src/offline/scanner-sw.ts',
      constant: '__SCANNER_PRECACHE__',
    },
    files,
  );
}

/**
 * The app's service worker (shell/src/offline/app-sw.ts) at `/app-sw.js`, built like the
 * scanner's, with the same list of the shell's files (start-up scripts, antd's styles
 * file, fonts) that it keeps at install for a returning visit.
 */
export function createAppWorkerConfig(files: readonly string[]): WebpackConfig {
  return workerConfig(
    {
      name: 'app-sw',
      packageDir: 'shell',
      entry: './src/offline/app-sw.ts',
      constant: '__APP_PRECACHE__',
    },
    files,
  );
}
