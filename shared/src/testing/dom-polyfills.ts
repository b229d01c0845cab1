/**
 * What react-router and antd need from a browser that jest's jsdom lacks. Importing this
 * module installs them (only where missing), so it must load before react-router:
 * `@itam/shared/testing` imports it first, so a test imports `@itam/shared/testing` (or a
 * helper that does) before anything else.
 */
import { TextDecoder, TextEncoder } from 'node:util';

type Writable = Record<string, unknown>;

/** Enough of `Request` for client-side GET navigations of a data router. */
class MinimalRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly headers: Headers;

  constructor(
    input: string | URL | { url: string },
    init: { method?: string; signal?: AbortSignal; headers?: HeadersInit } = {},
  ) {
    this.url = typeof input === 'object' && 'url' in input ? input.url : String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
    this.headers = new Headers(init.headers);
  }
}

type Port = {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(data: unknown): void;
};

/**
 * Timer-based `MessageChannel` (antd's form calls it unguarded). Node's own would keep
 * jest from exiting: its ports hold the event loop open.
 */
class TimerMessageChannel {
  readonly port1: Port;
  readonly port2: Port;

  constructor() {
    const link = (getPeer: () => Port): Port => ({
      onmessage: null,
      postMessage: (data) => {
        setTimeout(() => getPeer().onmessage?.({ data }), 0);
      },
    });
    this.port1 = link(() => this.port2);
    this.port2 = link(() => this.port1);
  }
}

function installMatchMedia(win: Window): void {
  if (typeof win.matchMedia === 'function') return;
  win.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function installDomPolyfills(): void {
  const g = globalThis as unknown as Writable;
  g.TextEncoder ??= TextEncoder;
  g.TextDecoder ??= TextDecoder;
  g.Request ??= MinimalRequest;
  g.MessageChannel ??= TimerMessageChannel;
  if (typeof window === 'undefined') return;
  installMatchMedia(window);
  g.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  // jsdom throws "Not implemented" for pseudo-elements, which antd's modal asks about.
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((element: Element) =>
    computed(element)) as typeof window.getComputedStyle;
}

/**
 * Stopgap: @ant-design/icons 6.3's CommonJS build requires the ESM file
 * `@ant-design/colors/es/generate`, which jest does not transform under the root config.
 * Point that one request at the CommonJS twin. Remove once jest transforms
 * `@ant-design/colors` (transformIgnorePatterns in jest.config.js).
 */
function mapAntdColorsToCommonJs(): void {
  if (typeof jest === 'undefined') return;
  try {
    const iconsDir = require.resolve('@ant-design/icons/lib/colorUtils');
    const esm = require.resolve('@ant-design/colors/es/generate', { paths: [iconsDir] });
    const cjs = esm.replace(/[\\/]es[\\/]generate\.js$/, '/lib/generate.js');
    if (cjs !== esm) jest.mock(esm, () => jest.requireActual(cjs));
  } catch {
    // Layout differs (fixed upstream or transformed): nothing to map.
  }
}

installDomPolyfills();
mapAntdColorsToCommonJs();
