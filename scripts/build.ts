/**
 * Production build of the web apps (shell and every remote) into dist/web, then
 * the API and the agent (dist/agent/itam-agent.js). `tsx scripts/build.ts mf-assets` builds one package. Packages build in
 * child processes, at most WEB_BUILD_CONCURRENCY (default 2) at a time, with
 * webpack's filesystem cache so a second build is quick. Each remote builds into a new
 * version folder and is swapped into remotes.json with its route data, exactly as
 * `pnpm build:remote <id>` deploys it (scripts/lib/remote-deploy.ts); a full build then
 * checks that every SPEC.md path is served by some package. `tsx scripts/build.ts
 * --dev-check mf-scanner` compiles one remote's development build (its container and
 * the standalone dev host) into a temporary folder and fails on any error, so `pnpm dev`
 * and a remote's own dev server keep compiling. Building the shell or the marketing remote
 * also pre-renders the landing page of `/` (scripts/build-landing.tsx), and the shell's build
 * is followed by the two service workers (`/scanner-sw.js`, the scanner's offline pages, and
 * `/app-sw.js`, the signed-in app's returning visits), with the list of the shell's files
 * they keep.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import {
  REMOTE_BUILDS,
  WEB_DIST,
  createAppWorkerConfig,
  createScannerWorkerConfig,
  packageRoutes,
  routeOwnershipProblems,
} from '@itam/shared/federation';
import { precompress, reportPrecompressed } from './lib/precompress';
import { buildRemoteVersion, readManifest, swapIn } from './lib/remote-deploy';
import { WEB_PACKAGES, loadWebpackConfig, repoRoot as root } from './lib/web-config';

async function buildOne(dir: string): Promise<void> {
  const started = Date.now();
  const remote = REMOTE_BUILDS.find((r) => r.dir === dir);
  if (remote) {
    const entry = await buildRemoteVersion(
      { id: remote.id, packageDir: path.join(root, dir) },
      WEB_DIST,
    );
    swapIn(WEB_DIST, remote.id, entry);
    console.log(`built ${dir} ${entry.version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  const config = await loadWebpackConfig(dir, 'production');
  const { keep, emitted } = await runPackageWebpack(config, dir, started);
  // The shell's emitted files are content-hashed (its pages are sent by the server).
  reportPrecompressed(dir, await precompress(config.output?.path ?? WEB_DIST, emitted));
  if (dir === 'shell') {
    await buildWorker('scanner-sw.js', createScannerWorkerConfig(keep));
    await buildWorker('app-sw.js', createAppWorkerConfig(keep));
  }
}

/**
 * One package's webpack build; its emitted files, and those the service workers keep at
 * install: the start-up scripts, the emitted assets (fonts) and antd's styles file, not
 * every chunk of the kit (the others as the pages load them).
 */
function runPackageWebpack(
  config: webpack.Configuration,
  dir: string,
  started: number,
): Promise<{ keep: string[]; emitted: string[] }> {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (!stats) return reject(new Error('no stats'));
      const info = stats.toString({ preset: 'errors-warnings', colors: false });
      if (info.trim()) console.log(info);
      if (stats.hasErrors()) return reject(new Error(`${dir}: webpack build failed`));
      console.log(`built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const { compilation } = stats;
      const names = compilation.getAssets().map((asset) => asset.name);
      resolve({
        keep: [
          ...[...compilation.entrypoints.values()].flatMap((entry) => [...entry.getFiles()]),
          ...names.filter((name) => name.startsWith('assets/') || name.endsWith('.css')),
        ],
        emitted: names,
      });
    });
  });
}

/**
 * A service worker, with the shell's files it keeps at install: after each shell build,
 * which empties the web root's top level.
 */
function buildWorker(file: string, config: webpack.Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      const info = stats?.toString({ preset: 'errors-warnings', colors: false }) ?? 'no stats';
      if (!stats || stats.hasErrors())
        return reject(new Error(`the service worker ${file} failed to build\n${info}`));
      console.log(`built ${file}`);
      resolve();
    });
  });
}

function runChild(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), __filename, ...args], {
      stdio: 'inherit',
      cwd: root,
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${args.join(' ')} failed`)),
    );
  });
}

async function pool(items: string[], limit: number, run: (item: string) => Promise<void>) {
  const queue = [...items];
  const failures: Error[] = [];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      await run(item).catch((e: Error) => failures.push(e));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length) throw new Error(failures.map((f) => f.message).join('\n'));
}

/** Every SPEC.md path served, no path served twice, in the deployed remotes.json. */
function checkRouteOwnership(): void {
  const manifest = readManifest(WEB_DIST);
  const problems = routeOwnershipProblems([
    ...packageRoutes(path.join(root, 'shell')),
    ...Object.values(manifest).flatMap((entry) => entry?.routes ?? []),
  ]);
  if (problems.length) throw new Error(`remotes.json:\n  ${problems.join('\n  ')}`);
}

/** The pre-rendered landing (scripts/build-landing.tsx), from the shell and marketing builds. */
function runLandingBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        require.resolve('tsx/cli'),
        '--tsconfig',
        path.join(root, 'tsconfig.base.json'),
        path.join(__dirname, 'build-landing.tsx'),
      ],
      { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('pre-rendering the landing failed')),
    );
  });
}

/** `pnpm --filter <pkg> build`: the API (api/dist) and the agent (dist/agent/itam-agent.js). */
function runPackageBuild(name: 'api' | 'agent'): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', `@itam/${name}`, 'build'], {
      stdio: 'inherit',
      cwd: root,
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} build failed`)),
    );
  });
}

async function devCheck(dir: string): Promise<void> {
  const config = await loadWebpackConfig(dir, 'development');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `itam-dev-check-${dir}-`));
  config.output = { ...config.output, path: out, clean: false };
  try {
    await new Promise<void>((resolve, reject) => {
      webpack(config, (err, stats) => {
        if (err) return reject(err);
        const info = stats?.toString({ preset: 'errors-warnings', colors: false }) ?? 'no stats';
        if (!stats || stats.hasErrors())
          return reject(new Error(`${dir}: development build failed\n${info}`));
        console.log(`development build of ${dir} compiles`);
        resolve();
      });
    });
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--dev-check' && args.length === 2 && WEB_PACKAGES.includes(args[1]!)) {
    await devCheck(args[1]!);
    return;
  }
  // One package in this process (the pool's child processes).
  if (args[0] === '--only' && args.length === 2 && WEB_PACKAGES.includes(args[1]!)) {
    await buildOne(args[1]!);
    return;
  }
  const wanted = args.length ? args : [...WEB_PACKAGES, 'api'];
  const web = wanted.filter((p) => WEB_PACKAGES.includes(p));
  const limit = Number(process.env.WEB_BUILD_CONCURRENCY ?? 2);
  const started = Date.now();
  await pool(web, limit, (dir) => runChild(['--only', dir]));
  if (web.length === WEB_PACKAGES.length) checkRouteOwnership();
  if (web.includes('shell') || web.includes('mf-marketing')) await runLandingBuild();
  if (wanted.includes('api')) await runPackageBuild('api');
  // The agent the API serves for download: one esbuild bundle, a second or two.
  if (wanted.includes('api') || wanted.includes('agent')) await runPackageBuild('agent');
  console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  main().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
