/**
 * Brotli copies of the web root's files, written at build time (`<file>.br` beside each),
 * which the server sends to browsers that accept them (`@fastify/static`'s
 * `preCompressed`). Compressing while serving uses quality 5, cheap enough per request;
 * once at build time, quality 11 takes 10 to 20% more off the bytes a first visit waits
 * for (the framework file: 262 KB at quality 5, 222 KB at 11). Only files whose content
 * never changes under their name: the shell's content-hashed files and a remote's
 * version folder; never `remotes.json`, an HTML page or a worker with a fixed name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

/** Files worth a compressed copy: text a browser downloads, 1 KB or more. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|wasm|txt)$/;
const MIN_BYTES = 1024;

export interface Precompressed {
  files: number;
  bytes: number;
  compressed: number;
}

/** Whether a file of the build gets a compressed copy (its name, its size). */
export function worthCompressing(name: string, size: number): boolean {
  return COMPRESSIBLE.test(name) && !name.endsWith('.LICENSE.txt') && size >= MIN_BYTES;
}

/**
 * Writes `<name>.br` for each of `names` (paths under `dir`) worth it; a copy that
 * would not be smaller is not written. Runs on libuv's thread pool, a few at a time.
 */
export async function precompress(dir: string, names: readonly string[]): Promise<Precompressed> {
  const total: Precompressed = { files: 0, bytes: 0, compressed: 0 };
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const file = path.join(dir, name);
      const body = await fs.promises.readFile(file).catch(() => null);
      if (!body || !worthCompressing(name, body.length)) continue;
      const br = await brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      if (br.length >= body.length) continue;
      await fs.promises.writeFile(`${file}.br`, br);
      total.files++;
      total.bytes += body.length;
      total.compressed += br.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return total;
}

/** Every file under `dir`, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export function reportPrecompressed(what: string, { files, bytes, compressed }: Precompressed) {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(`${what}: ${files} brotli copies, ${mb(bytes)} MB to ${mb(compressed)} MB`);
}
