/**
 * Asset image bytes on local disk: `<uploadsDir>/<companyId>/<imageId>`. Both
 * path parts are uuids from the database (checked again here), never a name a
 * client chose, so no request can reach outside the directory.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AssetImageType } from '@itam/shared/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first bytes every file of the type starts with (RIFF....WEBP for WebP). */
export function looksLike(contentType: AssetImageType, bytes: Buffer): boolean {
  switch (contentType) {
    case 'image/jpeg':
      return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/png':
      return bytes
        .subarray(0, 8)
        .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/webp':
      return (
        bytes.length >= 12 &&
        bytes.toString('latin1', 0, 4) === 'RIFF' &&
        bytes.toString('latin1', 8, 12) === 'WEBP'
      );
    default:
      return false;
  }
}

/** Image bytes on disk but not yet in their place (see ImageStore.stage). */
export interface StagedImage {
  place(): Promise<void>;
  discard(): Promise<void>;
}

export class ImageStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  pathOf(companyId: string, imageId: string): string {
    if (!UUID.test(companyId) || !UUID.test(imageId))
      throw new Error('Image path parts must be uuids');
    const file = path.resolve(this.root, companyId.toLowerCase(), imageId.toLowerCase());
    if (!file.startsWith(this.root + path.sep))
      throw new Error('Image path outside the uploads directory');
    return file;
  }

  /**
   * Writes the bytes to a temporary file beside their place. `place` moves them there (a
   * rename, so a reader never sees half a file); `discard` removes them, placed or not. The
   * upload places them as the last step of its database transaction and discards them when
   * that transaction fails, so a failed upload leaves no file.
   */
  async stage(companyId: string, imageId: string, bytes: Buffer): Promise<StagedImage> {
    const file = this.pathOf(companyId, imageId);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.promises.writeFile(temp, bytes, { mode: 0o600 });
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

  /** The file's stream, or null when it is missing. */
  async open(companyId: string, imageId: string): Promise<fs.ReadStream | null> {
    const file = this.pathOf(companyId, imageId);
    try {
      await fs.promises.access(file, fs.constants.R_OK);
    } catch {
      return null;
    }
    return fs.createReadStream(file);
  }

  /**
   * The files of rows that never stored (the abandoned-uploads sweep): a placed file if any
   * and every staged copy (`<id>.<random>.tmp`) a process stopped before placing or discarding.
   */
  async removeWithStaged(companyId: string, imageIds: readonly string[]): Promise<void> {
    if (imageIds.length === 0) return;
    const dir = path.dirname(this.pathOf(companyId, imageIds[0]!));
    const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
    const ids = new Set(imageIds.map((id) => id.toLowerCase()));
    const staged = names.filter((n) => n.endsWith('.tmp') && ids.has(n.split('.')[0]!));
    await Promise.all(
      staged.map((n) => fs.promises.rm(path.join(dir, n), { force: true }).catch(() => undefined)),
    );
    await this.remove(companyId, imageIds);
  }

  /** Best effort: the rows are gone already, a file left behind is only wasted space. */
  async remove(companyId: string, imageIds: readonly string[]): Promise<void> {
    await Promise.all(
      imageIds.map((id) =>
        fs.promises.rm(this.pathOf(companyId, id), { force: true }).catch(() => undefined),
      ),
    );
  }
}
