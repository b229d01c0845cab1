/**
 * The file half of `pnpm bench:cluster` (cluster.ts): N images of 1 MB uploaded through the
 * balancer by the path the browser takes for an asset image (POST the asset's upload-url,
 * then PUT the raw bytes to the signed address; the API streams them into the bucket), then
 * every image read back through its signed read address, each byte compared. Meanwhile
 * the API server's resident memory is sampled from /proc/<pid>/status, and its high-water
 * mark (VmHWM) is reset first where the kernel allows it, so the peak is that of this phase.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

export interface FileFigures {
  files: number;
  bytesEach: number;
  concurrency: number;
  uploadSeconds: number;
  readSeconds: number;
  /** Resident memory of the server as the phase started, MiB. */
  rssStartMiB: number;
  /** The most it held during the phase (VmHWM when it could be reset, else the samples). */
  rssPeakMiB: number;
  /** How the peak was taken: 'VmHWM' (kernel high-water mark) or 'samples' (every 20 ms). */
  peakFrom: 'VmHWM' | 'samples';
}

/** A field of /proc/<pid>/status in MiB (VmRSS, VmHWM). */
export function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) / 1024;
}

/** Samples VmRSS every 20 ms until stopped; the peak also from VmHWM when it was reset. */
function watchMemory(pid: number) {
  const start = statusMiB(pid, 'VmRSS');
  let hwmReset = false;
  try {
    // 5: reset the peak resident set size to the current one (Linux 4.0+).
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    // Not allowed here: the samples stand alone.
  }
  let sampled = start;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, statusMiB(pid, 'VmRSS'));
  }, 20);
  return {
    start,
    stop(): Pick<FileFigures, 'rssPeakMiB' | 'peakFrom'> {
      clearInterval(timer);
      if (!hwmReset) return { rssPeakMiB: sampled, peakFrom: 'samples' };
      return { rssPeakMiB: Math.max(sampled, statusMiB(pid, 'VmHWM')), peakFrom: 'VmHWM' };
    },
  };
}

/** A 1 MB "PNG": the signature and header the server checks, then random bytes. */
function imageBytes(size: number): Buffer<ArrayBuffer> {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  return Buffer.concat([png, randomBytes(size - png.length)]);
}

/** Runs `task` over `items` with at most `concurrency` at once. */
async function pool<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

interface Client {
  base: string;
  headers: Record<string, string>;
}

/** The first `count` assets of the register (the image goes one per asset). */
async function assetIds({ base, headers }: Client, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; ids.length < count; page++) {
    const url = `${base}/api/assets/get-assets?pageNumber=${page}&limit=100`;
    const body = (await (await ok(await fetch(url, { headers }), 'list')).json()) as {
      assets: { _id: string }[];
    };
    if (body.assets.length === 0) throw new Error(`only ${ids.length} assets to attach to`);
    ids.push(...body.assets.map((asset) => asset._id));
  }
  return ids.slice(0, count);
}

async function uploadOne({ base, headers }: Client, assetId: string, bytes: Buffer<ArrayBuffer>) {
  const signed = await fetch(`${base}/api/assets/${assetId}/images/upload-url`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: 'bench.png', contentType: 'image/png', size: bytes.length }),
  });
  const { uploadUrl } = (await (await ok(signed, 'upload-url')).json()) as { uploadUrl: string };
  const put = await fetch(new URL(uploadUrl, base), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: bytes,
  });
  await ok(put, 'upload');
}

/** The signed read address of each asset's newest image. */
async function readUrls({ base, headers }: Client, ids: string[]): Promise<URL[]> {
  const urls: URL[] = [];
  for (const id of ids) {
    const res = await ok(await fetch(`${base}/api/assets/${id}/images`, { headers }), 'images');
    const { images } = (await res.json()) as { images: { url: string }[] };
    if (images.length === 0) throw new Error(`asset ${id} shows no image`);
    urls.push(new URL(images[images.length - 1]!.url, base));
  }
  return urls;
}

export interface FileOptions {
  files: number;
  bytesEach: number;
  concurrency: number;
}

export async function uploadAndRead(
  base: string,
  token: string,
  serverPid: number,
  { files, bytesEach, concurrency }: FileOptions,
): Promise<FileFigures> {
  const client: Client = { base, headers: { authorization: `Bearer ${token}` } };
  const bytes = imageBytes(bytesEach);
  const ids = await assetIds(client, files);
  const memory = watchMemory(serverPid);
  let started = performance.now();
  await pool(ids, concurrency, (id) => uploadOne(client, id, bytes));
  const uploadSeconds = (performance.now() - started) / 1000;
  const urls = await readUrls(client, ids);
  started = performance.now();
  await pool(urls, concurrency, async (url) => {
    const body = Buffer.from(await (await ok(await fetch(url), 'read')).arrayBuffer());
    if (!body.equals(bytes)) throw new Error(`${url.pathname} read back different bytes`);
  });
  const readSeconds = (performance.now() - started) / 1000;
  const peak = memory.stop();
  return {
    files,
    bytesEach,
    concurrency,
    uploadSeconds,
    readSeconds,
    rssStartMiB: memory.start,
    ...peak,
  };
}
