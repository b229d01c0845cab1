/**
 * The embedded database has one owner (issue 33): a second open of one directory refuses,
 * naming the process that holds it; a lock left by a process that died is taken over, by
 * exactly one of several processes starting at once; closing releases it.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db';
import { lockDataDir, lockFileOf } from '../src/db/data-dir-lock';

jest.setTimeout(120_000);

const TSX_CLI = require.resolve('tsx/cli');
const API_DIR = path.resolve(__dirname, '..');

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-lock-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const pgliteDir = () => path.join(root, 'pglite');
const open = () => openDatabase({ kind: 'pglite', dataDir: pgliteDir() });
const owner = () =>
  JSON.parse(fs.readFileSync(lockFileOf(pgliteDir()), 'utf8')) as Record<string, unknown>;

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function writeLock(fields: Record<string, unknown>): void {
  fs.mkdirSync(pgliteDir(), { recursive: true });
  const lock = { host: os.hostname(), since: '2026-01-01T00:00:00.000Z', nonce: 'old', ...fields };
  fs.writeFileSync(lockFileOf(pgliteDir()), JSON.stringify(lock));
}

describe('the lock of an embedded database directory', () => {
  it('refuses a second open, naming the owner, until the first closes', async () => {
    const first = await open();
    let second: Database | null = null;
    try {
      const attempt = open().then((db) => (second = db));
      await expect(attempt).rejects.toThrow(
        new RegExp(
          `in use by process ${process.pid} on ${os.hostname()} since \\d{4}-\\d\\d-\\d\\dT`,
        ),
      );
      expect(owner()).toMatchObject({ pid: process.pid, host: os.hostname() });
    } finally {
      await (second as Database | null)?.close();
      await first.close();
    }
    expect(fs.existsSync(lockFileOf(pgliteDir()))).toBe(false);
    const again = await open();
    await again.close();
  });

  it('takes over the lock of a process that died', async () => {
    const pid = deadPid();
    writeLock({ pid });
    const database = await open();
    try {
      expect(owner()).toMatchObject({ pid: process.pid, host: os.hostname() });
    } finally {
      await database.close();
    }
  });

  it('never takes over a lock of another host, which it cannot check', async () => {
    writeLock({ pid: deadPid(), host: 'another-host.example' });
    await expect(lockDataDir(pgliteDir())).rejects.toThrow(
      /in use by process \d+ on another-host\.example since 2026-01-01T00:00:00\.000Z.*delete .*pglite\.lock/s,
    );
  });

  it('lets exactly one of several processes starting at once take over a stale lock', async () => {
    writeLock({ pid: deadPid() });
    const script = `
      const { lockDataDir } = require(${JSON.stringify(path.join(API_DIR, 'src/db/data-dir-lock.ts'))});
      process.stdout.write('ready\\n');
      process.stdin.once('data', () => lockDataDir(${JSON.stringify(pgliteDir())}).then(
        () => { process.stdout.write('got\\n'); setTimeout(() => process.exit(0), 1500); },
        (err) => { process.stdout.write('refused: ' + err.message + '\\n'); process.exit(0); },
      ));`;
    const children = Array.from({ length: 4 }, () =>
      spawn(process.execPath, [TSX_CLI, '-e', script], { cwd: API_DIR }),
    );
    const outputs = children.map((child) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      return {
        ready: new Promise<void>((resolve) => {
          const check = () => (out.includes('ready') ? resolve() : undefined);
          child.stdout.on('data', check);
        }),
        done: new Promise<string>((resolve) => child.once('exit', () => resolve(out))),
      };
    });
    await Promise.all(outputs.map((o) => o.ready));
    for (const child of children) child.stdin.end('go\n');
    const results = await Promise.all(outputs.map((o) => o.done));
    expect(results.filter((r) => r.includes('got'))).toHaveLength(1);
    expect(results.filter((r) => /refused: .*in use by process \d+/.test(r))).toHaveLength(3);
  });
});
