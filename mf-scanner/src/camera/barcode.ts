/**
 * Reading codes from camera frames: the browser's BarcodeDetector where it has one that
 * reads our formats, else the `barcode-detector` polyfill (ZXing in WebAssembly), loaded
 * only then, its .wasm served from this remote's own output (./zxing-wasm-url.ts).
 */

/** What the scanner reads: tag labels are QR codes; Code 128 and DataMatrix are older labels. */
export const SCAN_FORMATS = ['qr_code', 'code_128', 'data_matrix'] as const;

export interface DetectedCode {
  rawValue: string;
  format?: string;
}

export interface CodeDetector {
  detect(source: ImageBitmapSource): Promise<DetectedCode[]>;
}

interface DetectorClass {
  new (options?: { formats?: string[] }): CodeDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's own BarcodeDetector, when it has one reading at least one of our formats. */
async function nativeDetector(): Promise<CodeDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = (await Native.getSupportedFormats?.()) ?? [...SCAN_FORMATS];
    const formats = SCAN_FORMATS.filter((f) => supported.includes(f));
    return formats.length ? new Native({ formats }) : null;
  } catch {
    return null;
  }
}

async function polyfillDetector(): Promise<CodeDetector> {
  const [{ BarcodeDetector, setZXingModuleOverrides }, { ZXING_READER_WASM_URL }] =
    await Promise.all([import('barcode-detector/ponyfill'), import('./zxing-wasm-url')]);
  setZXingModuleOverrides({
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? ZXING_READER_WASM_URL : prefix + path,
  });
  return new BarcodeDetector({ formats: [...SCAN_FORMATS] });
}

let shared: Promise<CodeDetector> | null = null;

/** The detector of this page (made once): native where it reads our formats, else the polyfill. */
export function codeDetector(): Promise<CodeDetector> {
  shared ??= nativeDetector().then((native) => native ?? polyfillDetector());
  shared.catch(() => {
    shared = null;
  });
  return shared;
}

/** Forgets the detector made (tests). */
export function resetCodeDetector(): void {
  shared = null;
}
