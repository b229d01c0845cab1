/**
 * The address of ZXing's reader WebAssembly in this remote's own build output: webpack
 * copies the file it names into the remote's assets (a `new URL(..., import.meta.url)`
 * asset), so the polyfill never fetches it from a CDN (the CSP and the no-network rule).
 * Loaded only with the polyfill.
 */
export const ZXING_READER_WASM_URL = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url)
  .href;
