/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temp
 * dir, start it on a free port with its unix socket in that dir, stop and
 * delete it afterwards. Runs the server as `postgres` when we are root, since
 * PostgreSQL refuses to run as root.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findPostgresTool } from '../src/db/postgres-tools';

export interface PgCluster {
  url: string;
  dir: string;
  stop(): void;
}

function findBinDir(): string {
  const initdb = findPostgresTool('initdb');
  if (initdb) return path.dirname(initdb);
  throw new Error('PostgreSQL binaries not found: set PG_BIN (e.g. /usr/lib/postgresql/15/bin)');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

function run(bin: string, args: string[]): void {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface ClusterOptions {
  /** Trade durability for speed (tests): no fsync, no synchronous commit. */
  fast?: boolean;
}

export async function startCluster(options: ClusterOptions = {}): Promise<PgCluster> {
  const binDir = findBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot()) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const port = await freePort();
  const settings = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=''", '-c max_connections=200'];
  if (options.fast)
    settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  try {
    run(path.join(binDir, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    run(path.join(binDir, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      settings.join(' '),
      '-w',
      'start',
    ]);
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  let stopped = false;
  return {
    dir,
    url: `postgresql://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(path.join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
