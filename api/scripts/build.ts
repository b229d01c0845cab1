/**
 * Bundles the server into dist/main.cjs and the thread that owns PGlite into
 * dist/pglite-worker.cjs (src/db/pglite-thread.ts starts it from there): our code
 * and @itam/shared inlined, every node_modules package left external (installed
 * next to it), and the SQL migrations copied to dist/migrations where the bundle
 * looks for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');

/** Bare imports are external unless they are workspace packages (@itam/*). */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@itam/') || path.isAbsolute(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

export async function buildApi(): Promise<void> {
  fs.rmSync(dist, { recursive: true, force: true });
  const result = await build({
    entryPoints: {
      main: path.join(root, 'src/main.ts'),
      'pglite-worker': path.join(root, 'src/db/pglite-worker.ts'),
    },
    outdir: dist,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
    metafile: true,
  });
  fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), {
    recursive: true,
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.log(
    `api: dist/main.cjs, dist/pglite-worker.cjs and dist/migrations written (${(bytes / 1024).toFixed(0)} KiB)`,
  );
}

if (require.main === module) {
  buildApi().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
