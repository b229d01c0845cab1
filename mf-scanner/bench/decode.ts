/**
 * `pnpm --filter @itam/mf-scanner bench:decode`: how long the scanner's WebAssembly
 * reader (ZXing, the reader build the `barcode-detector` polyfill loads in the browser)
 * takes to decode one camera frame, for QR codes (tag links, as the labels carry them) and
 * Code 128 (bare tags). Frames are 640x480 RGBA, like a phone camera's preview, each with
 * one code drawn in from ZXing's own writer at a random place and scale over a noisy
 * grey background; every decode must give back the text written. Prints the median and
 * the p95 per frame, and the frames read per second that follow.
 *
 *   FRAMES=<n>  frames per format (default 300)
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  readBarcodes,
  prepareZXingModule as prepareReader,
  type ReadInputBarcodeFormat,
} from 'zxing-wasm/reader';
import { writeBarcode, prepareZXingModule as prepareWriter } from 'zxing-wasm/writer';

const require = createRequire(import.meta.url);
const FRAMES = Number(process.env.FRAMES ?? 300);
const WIDTH = 640;
const HEIGHT = 480;
/** What the scanner asks the reader for (camera/barcode.ts SCAN_FORMATS in ZXing's names). */
const FORMATS: ReadInputBarcodeFormat[] = ['QRCode', 'Code128', 'DataMatrix'];

/** A reproducible pseudo-random sequence (mulberry32): the same frames on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Frame {
  text: string;
  image: { data: Uint8ClampedArray; width: number; height: number };
}

/** One camera-sized frame with the symbol (one byte per module, 0 dark) scaled in. */
function frameOf(
  symbol: { data: Uint8ClampedArray; width: number; height: number },
  linear: boolean,
  rand: () => number,
): Frame['image'] {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    const grey = 150 + Math.floor(rand() * 60);
    data.set([grey, grey, grey, 255], i * 4);
  }
  const quiet = linear ? 10 : 4;
  const scaleX = Math.max(
    2,
    Math.floor((WIDTH * (0.55 + rand() * 0.3)) / (symbol.width + 2 * quiet)),
  );
  const scaleY = linear ? Math.floor(120 + rand() * 80) / Math.max(1, symbol.height) : scaleX;
  const boxW = (symbol.width + 2 * quiet) * scaleX;
  const boxH = linear
    ? symbol.height * scaleY + 2 * quiet * 2
    : (symbol.height + 2 * quiet) * scaleX;
  const left = Math.floor(rand() * Math.max(1, WIDTH - boxW));
  const top = Math.floor(rand() * Math.max(1, HEIGHT - boxH));
  for (let y = 0; y < boxH && top + y < HEIGHT; y++) {
    for (let x = 0; x < boxW && left + x < WIDTH; x++) {
      const mx = Math.floor(x / scaleX) - quiet;
      const my = linear ? Math.floor((y - 2 * quiet) / scaleY) : Math.floor(y / scaleX) - quiet;
      const inside = mx >= 0 && my >= 0 && mx < symbol.width && my < symbol.height;
      const dark = inside && symbol.data[my * symbol.width + mx]! < 128;
      const value = dark ? 25 + Math.floor(rand() * 30) : 225 + Math.floor(rand() * 30);
      data.set([value, value, value, 255], ((top + y) * WIDTH + left + x) * 4);
    }
  }
  return { data, width: WIDTH, height: HEIGHT };
}

async function frames(format: 'QRCode' | 'Code128', count: number): Promise<Frame[]> {
  const rand = random(format === 'QRCode' ? 21 : 128);
  const out: Frame[] = [];
  for (let i = 0; i < count; i++) {
    const tag = `DC-${String(100000 + Math.floor(rand() * 899999))}`;
    const text = format === 'QRCode' ? `https://itam.example.in/url_redirect?tag=${tag}` : tag;
    const written = await writeBarcode(text, { format });
    if (written.error) throw new Error(`${format} ${text}: ${written.error}`);
    out.push({ text, image: frameOf(written.symbol, format === 'Code128', rand) });
  }
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function bench(format: 'QRCode' | 'Code128'): Promise<void> {
  const all = await frames(format, FRAMES);
  // Warm-up: the module compiled and its first allocations made.
  for (const frame of all.slice(0, 10))
    await readBarcodes(frame.image as ImageData, { formats: FORMATS });
  const times: number[] = [];
  let misses = 0;
  for (const frame of all) {
    const started = performance.now();
    const results = await readBarcodes(frame.image as ImageData, { formats: FORMATS });
    times.push(performance.now() - started);
    if (!results.some((r) => r.isValid && r.text === frame.text)) misses += 1;
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  console.log(
    `${format.padEnd(8)} ${FRAMES} frames ${WIDTH}x${HEIGHT}: median ${median.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (${Math.floor(1000 / median)} frames/s), ${misses} not read`,
  );
  if (misses) process.exitCode = 1;
}

async function main() {
  const wasm = (name: string) =>
    fs.readFileSync(require.resolve(`zxing-wasm/${name}/zxing_${name}.wasm`));
  await prepareReader({ overrides: { wasmBinary: wasm('reader') }, fireImmediately: true });
  await prepareWriter({ overrides: { wasmBinary: wasm('writer') }, fireImmediately: true });
  console.log(`zxing-wasm reader, Node ${process.version}, ${FORMATS.join('/')} asked for`);
  await bench('QRCode');
  await bench('Code128');
}

void main();
