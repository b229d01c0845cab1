/**
 * Runs one web package's webpack dev server with hot reload:
 * `tsx scripts/dev-server.ts mf-assets`. A remote started alone renders itself
 * through the shared dev host; start the API too (`pnpm --filter @itam/api dev`).
 */
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { loadWebpackConfig } from './lib/web-config';

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: dev-server.ts <package folder>');
  const config = await loadWebpackConfig(dir, 'development');
  const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
  await server.start();
  console.log(`${dir} dev server on http://localhost:${String(config.devServer?.port)}`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
