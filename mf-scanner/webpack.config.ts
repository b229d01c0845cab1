import { createWebpackConfig } from '@itam/shared/federation';

/** `env.outputDir`: the version folder the deploy scripts build into (scripts/lib/remote-deploy.ts). */
export default (
  env: { outputDir?: string } | undefined,
  argv: { mode?: 'production' | 'development' },
) =>
  createWebpackConfig({
    id: 'scanner',
    packageDir: __dirname,
    mode: argv.mode ?? 'production',
    // Its service worker (src/offline/scanner-sw.ts) keeps every file for offline use.
    precacheList: true,
    ...(env?.outputDir && { outputDir: env.outputDir }),
  });
