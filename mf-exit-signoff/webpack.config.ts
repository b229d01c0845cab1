import { createWebpackConfig } from '@itam/shared/federation';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createWebpackConfig({
    id: 'exit-signoff',
    packageDir: __dirname,
    mode: argv.mode ?? 'production',
  });
