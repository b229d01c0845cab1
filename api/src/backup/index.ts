/**
 * `backup` and `restore`: the database and every uploaded file of a deployment, in one
 * folder (docs/deployment.md, "Backups").
 *
 *   node api/dist/main.cjs backup /backups/2026-11-28
 *   node api/dist/main.cjs restore /backups/2026-11-28
 *
 * The database and the file store are the ones the server would use (DATABASE_URL or
 * DATA_DIR; FILE_STORE and its S3_* variables, or UPLOADS_DIR). A backup is written into
 * `<folder>.partial` and renamed to its name when whole, so a folder with that name is a
 * complete backup: `manifest.json` (what it holds), the database's dump, and `files/`.
 * A restore goes into an empty database (a new PostgreSQL database, or an empty DATA_DIR)
 * and loads every file back into the store; the server then starts on it as usual.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openFileStore } from '../platform/file-store';
import { dumpDatabase, restoreDatabase } from './database';
import { dumpFiles, restoreFiles, type FilesCopied } from './files';

export const BACKUP_COMMAND = 'backup';
export const RESTORE_COMMAND = 'restore';

const MANIFEST = 'manifest.json';
const FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string };
  files: FilesCopied;
}

type Log = (line: string) => void;

export async function backup(
  target: string,
  env: NodeJS.ProcessEnv = process.env,
  log: Log = () => {},
): Promise<BackupManifest> {
  const dir = path.resolve(target);
  if (fs.existsSync(dir)) throw new Error(`${dir} exists: name a new folder for the backup`);
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  const config = loadConfig(env);
  const store = openFileStore(config);
  try {
    const file = await dumpDatabase(config.database, partial);
    log(`database: ${file}`);
    const files = await dumpFiles(store, partial);
    log(`files: ${files.files} (${files.bytes} bytes)`);
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database: { kind: config.database.kind, file },
      files,
    };
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, dir);
    return manifest;
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  } finally {
    await store.close();
  }
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${dir} is not a complete backup (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== FORMAT)
    throw new Error(
      `${dir} is a backup of format ${manifest.format}; this version reads ${FORMAT}`,
    );
  return manifest;
}

export async function restore(
  source: string,
  env: NodeJS.ProcessEnv = process.env,
  log: Log = () => {},
): Promise<BackupManifest> {
  const dir = path.resolve(source);
  const manifest = readManifest(dir);
  const config = loadConfig(env);
  await restoreDatabase(config.database, dir, manifest.database.file);
  log(`database: ${manifest.database.file} restored`);
  const store = openFileStore(config);
  try {
    const files = await restoreFiles(store, dir);
    log(`files: ${files.files} (${files.bytes} bytes) restored`);
    if (files.files !== manifest.files.files)
      throw new Error(
        `The backup lists ${manifest.files.files} files but ${files.files} were found`,
      );
  } finally {
    await store.close();
  }
  return manifest;
}

/** `main.cjs backup <folder>` / `main.cjs restore <folder>`: the exit code. */
export async function runBackupCommand(command: string, args: string[]): Promise<number> {
  const [folder, ...rest] = args;
  if (!folder || rest.length > 0) {
    console.error(`Usage: ${command} <folder>`);
    return 2;
  }
  try {
    const work = command === BACKUP_COMMAND ? backup : restore;
    const manifest = await work(folder, process.env, (line) => console.log(line));
    console.log(
      `${command === BACKUP_COMMAND ? 'Backed up' : 'Restored'} the ${manifest.database.kind} database and ${manifest.files.files} files (${folder})`,
    );
    return 0;
  } catch (err) {
    console.error(`${command} failed: ${(err as Error).message}`);
    return 1;
  }
}
