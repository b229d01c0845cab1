/**
 * One process owns an embedded database directory: PGlite has no lock of its own, and two
 * processes writing one directory lose acknowledged writes and corrupt indexes (issue 33).
 *
 * The lock is the file `<dataDir>.lock` holding its owner (pid, host, since, a random
 * nonce). It is created whole or not at all: written under a name of its own, then
 * hard-linked to the lock's name, which fails when the lock exists, so of two processes
 * starting at once exactly one gets it. A lock whose process no longer runs on this host
 * (process.kill(pid, 0)) is stale and taken over: the taker first creates the marker
 * `<lock>.<nonce>` exclusively, so only one of several starters removes that stale lock,
 * and it checks under the marker that the lock still is the stale one before removing it.
 * A lock of another host cannot be checked and is never taken over.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

interface Owner {
  pid: number;
  host: string;
  since: string;
  nonce: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** The nonces of the locks this process holds: an own pid in a lock is stale unless listed here. */
const held = new Set<string>();

export const lockFileOf = (dataDir: string): string => `${dataDir.replace(/[/\\]+$/, '')}.lock`;

export class DataDirInUseError extends Error {}

function readOwner(file: string): Owner | null | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const owner = JSON.parse(text) as Owner;
    return Number.isInteger(owner.pid) && typeof owner.nonce === 'string' ? owner : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Whether the owner's process is gone: only decidable on this host. */
function isStale(owner: Owner): boolean {
  if (owner.host !== os.hostname()) return false;
  if (owner.pid === process.pid) return !held.has(owner.nonce);
  return !processRuns(owner.pid);
}

const exists = (err: unknown) => (err as NodeJS.ErrnoException).code === 'EEXIST';

/** Creates the lock whole, or returns false when one exists. */
function tryCreate(file: string, owner: Owner): boolean {
  const draft = `${file}.${owner.nonce}.new`;
  fs.writeFileSync(draft, JSON.stringify(owner), { mode: 0o644 });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (err) {
    if (exists(err)) return false;
    throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** Removes the stale lock of `stale` unless another starter is already doing so. */
function removeStale(file: string, stale: Owner): void {
  const marker = `${file}.${stale.nonce}`;
  try {
    fs.writeFileSync(marker, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if (exists(err)) return;
    throw err;
  }
  try {
    const now = readOwner(file);
    if (now && now !== 'unreadable' && now.nonce === stale.nonce) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(marker, { force: true });
  }
}

function inUse(dataDir: string, file: string, owner: Owner | 'unreadable'): DataDirInUseError {
  if (owner === 'unreadable') {
    return new DataDirInUseError(
      `The database in ${dataDir} has an unreadable lock file ${file}: if no server uses this directory, delete that file`,
    );
  }
  return new DataDirInUseError(
    `The database in ${dataDir} is in use by process ${owner.pid} on ${owner.host} since ${owner.since}: ` +
      `one process owns an embedded database. Stop that process, or give this one another DATA_DIR ` +
      `(or DATABASE_URL for many servers). If that process no longer runs, delete ${file}`,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the lock of `dataDir` (which must exist) or throws DataDirInUseError naming its owner. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = lockFileOf(dataDir);
  const me: Owner = {
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    nonce: crypto.randomBytes(12).toString('hex'),
  };
  // A few rounds: a stale lock another starter is removing, or one released meanwhile.
  for (let round = 0; round < 50; round += 1) {
    if (tryCreate(file, me)) {
      held.add(me.nonce);
      return { file, release: () => release(file, me.nonce) };
    }
    const owner = readOwner(file);
    if (owner === null) continue;
    if (owner === 'unreadable' || !isStale(owner)) throw inUse(dataDir, file, owner);
    removeStale(file, owner);
    await pause(10);
  }
  throw inUse(dataDir, file, readOwner(file) ?? 'unreadable');
}

function release(file: string, nonce: string): void {
  if (!held.delete(nonce)) return;
  const owner = readOwner(file);
  if (owner && owner !== 'unreadable' && owner.nonce === nonce) fs.rmSync(file, { force: true });
}
