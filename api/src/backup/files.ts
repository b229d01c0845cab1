/**
 * The files half of a backup: every placed object of the file store (local disk or a
 * bucket), streamed one by one into `<backup>/files/<company>/<file>` and back. Staged
 * objects (an upload not yet recorded) are left out: no row points at them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isStagingKey, type FileStore } from '../platform/file-store';

export const FILES_DIR = 'files';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface FilesCopied {
  files: number;
  bytes: number;
}

function partsOf(key: string): [string, string] | null {
  const [company, file, ...rest] = key.split('/');
  return company && file && rest.length === 0 && UUID.test(company) && UUID.test(file)
    ? [company, file]
    : null;
}

export async function dumpFiles(store: FileStore, dir: string): Promise<FilesCopied> {
  const copied: FilesCopied = { files: 0, bytes: 0 };
  for await (const object of store.list()) {
    const parts = isStagingKey(object.key) ? null : partsOf(object.key);
    if (!parts) continue;
    const stream = await store.open(...parts);
    if (!stream) continue; // removed since it was listed
    const target = path.join(dir, FILES_DIR, ...parts);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await pipeline(stream, fs.createWriteStream(target, { mode: 0o600 }));
    copied.files += 1;
    copied.bytes += (await fs.promises.stat(target)).size;
  }
  return copied;
}

export async function restoreFiles(store: FileStore, dir: string): Promise<FilesCopied> {
  const copied: FilesCopied = { files: 0, bytes: 0 };
  const root = path.join(dir, FILES_DIR);
  if (!fs.existsSync(root)) return copied;
  for (const company of fs.readdirSync(root)) {
    if (!UUID.test(company)) continue;
    for (const file of fs.readdirSync(path.join(root, company))) {
      if (!UUID.test(file)) continue;
      const source = path.join(root, company, file);
      const { size } = await fs.promises.stat(source);
      const staged = await store.stage(company, file, fs.createReadStream(source), { size });
      await staged.place();
      copied.files += 1;
      copied.bytes += size;
    }
  }
  return copied;
}
