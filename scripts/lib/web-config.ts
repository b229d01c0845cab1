import path from 'node:path';
import { REMOTE_BUILDS, type WebpackConfig } from '@itam/shared/federation';

export const repoRoot = path.resolve(__dirname, '../..');
/** Folders of the federated web packages: the shell and every remote. */
export const WEB_PACKAGES = ['shell', ...REMOTE_BUILDS.map((r) => r.dir)];

type Factory = (
  env: Record<string, string>,
  argv: { mode: 'production' | 'development' },
) => WebpackConfig;

/**
 * Loads a package's own webpack.config.ts (a few lines over the shared factory); `env` as
 * `webpack --env` would pass it (a remote's `outputDir`). `dir` is a folder of this
 * checkout or an absolute package folder.
 */
export async function loadWebpackConfig(
  dir: string,
  mode: 'production' | 'development',
  env: Record<string, string> = {},
): Promise<WebpackConfig> {
  const mod = (await import(path.resolve(repoRoot, dir, 'webpack.config.ts'))) as {
    default: Factory | { default: Factory };
  };
  const factory = typeof mod.default === 'function' ? mod.default : mod.default.default;
  return factory(env, { mode });
}
