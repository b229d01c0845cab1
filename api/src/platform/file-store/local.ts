/**
 * Files on local disk: `<root>/<company id>/<file id>` (the embedded default, one server).
 * Staged bytes are a temporary file beside their place, moved there by a rename.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  fileKey,
  isStagingKey,
  stagingKey,
  type FileStore,
  type StagedFile,
  type StoredObject,
} from './types';

export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file's path; only uuids reach it, so no request can reach outside the root. */
  pathOf(companyId: string, fileId: string): string {
    const file = path.resolve(this.root, ...fileKey(companyId, fileId).split('/'));
    if (!file.startsWith(this.root + path.sep))
      throw new Error('File path outside the uploads directory');
    return file;
  }

  async stage(companyId: string, fileId: string, body: Buffer | Readable): Promise<StagedFile> {
    const file = this.pathOf(companyId, fileId);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temp = stagingKey(file, crypto.randomBytes(6).toString('hex'));
    try {
      if (Buffer.isBuffer(body)) await fs.promises.writeFile(temp, body, { mode: 0o600 });
      else await pipeline(body, fs.createWriteStream(temp, { mode: 0o600 }));
    } catch (err) {
      await fs.promises.rm(temp, { force: true }).catch(() => undefined);
      throw err;
    }
    let placed = false;
    return {
      async place() {
        await fs.promises.rename(temp, file);
        placed = true;
      },
      async discard() {
        await fs.promises.rm(placed ? file : temp, { force: true }).catch(() => undefined);
      },
    };
  }

  async open(companyId: string, fileId: string): Promise<Readable | null> {
    const file = this.pathOf(companyId, fileId);
    try {
      await fs.promises.access(file, fs.constants.R_OK);
    } catch {
      return null;
    }
    return fs.createReadStream(file);
  }

  async stat(companyId: string, fileId: string) {
    const found = await fs.promises.stat(this.pathOf(companyId, fileId)).catch(() => null);
    return found?.isFile() ? { size: found.size, modifiedAt: found.mtime } : null;
  }

  async firstBytes(companyId: string, fileId: string, count: number): Promise<Buffer | null> {
    const handle = await fs.promises.open(this.pathOf(companyId, fileId), 'r').catch(() => null);
    if (!handle) return null;
    try {
      const buffer = Buffer.alloc(count);
      const { bytesRead } = await handle.read(buffer, 0, count, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async remove(companyId: string, fileIds: readonly string[]): Promise<void> {
    await Promise.all(
      fileIds.map((id) =>
        fs.promises.rm(this.pathOf(companyId, id), { force: true }).catch(() => undefined),
      ),
    );
  }

  async removeWithStaged(companyId: string, fileIds: readonly string[]): Promise<void> {
    if (fileIds.length === 0) return;
    const dir = path.dirname(this.pathOf(companyId, fileIds[0]!));
    const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
    const ids = new Set(fileIds.map((id) => id.toLowerCase()));
    const staged = names.filter((name) => isStagingKey(name) && ids.has(name.split('.')[0]!));
    await Promise.all(
      staged.map((name) =>
        fs.promises.rm(path.join(dir, name), { force: true }).catch(() => undefined),
      ),
    );
    await this.remove(companyId, fileIds);
  }

  async *list(prefix = ''): AsyncIterable<StoredObject> {
    const entries = await fs.promises
      .readdir(this.root, { recursive: true, withFileTypes: true })
      .catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const found = await fs.promises.stat(file).catch(() => null);
      if (found) yield { key, size: found.size, modifiedAt: found.mtime };
    }
  }

  async close(): Promise<void> {}
}
