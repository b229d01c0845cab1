/**
 * `pnpm --filter @itam/api test:pg`: the api jest suites against PostgreSQL.
 * Uses DATABASE_URL when set (each test file creates and drops its own
 * database there); otherwise starts a throwaway cluster and removes it after.
 * Extra arguments go to jest (e.g. --json --outputFile=...). Exits with jest's code.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startCluster, type PgCluster } from './pg-cluster';

async function main(): Promise<number> {
  const cluster: PgCluster | null = process.env.DATABASE_URL
    ? null
    : await startCluster({ fast: true });
  const url = process.env.DATABASE_URL ?? cluster!.url;
  const stop = () => cluster?.stop();
  process.once('SIGINT', () => (stop(), process.exit(130)));
  process.once('SIGTERM', () => (stop(), process.exit(143)));
  try {
    const jest = require.resolve('jest/bin/jest');
    const args = [
      jest,
      '-c',
      path.resolve(__dirname, '../../jest.config.js'),
      '--selectProjects',
      'api',
      '--maxWorkers=2',
      ...process.argv.slice(2).filter((a) => a !== '--'),
    ];
    const child = spawn(process.execPath, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: url,
        // PGlite and others import() node built-ins; jest allows that only with this flag.
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
      },
    });
    return await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
