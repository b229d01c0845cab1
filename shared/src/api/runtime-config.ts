/**
 * Runtime configuration of the browser code. Nothing is baked into the build: the API
 * base is `/api` unless the page sets `window.__ITAM_CONFIG__ = { apiBase }` before the
 * app starts (for example from a `<script>` next to index.html), or code calls
 * `setRuntimeConfig()`.
 */
export interface RuntimeConfig {
  apiBase: string;
}

export const DEFAULT_API_BASE = '/api';

type ConfigGlobal = { __ITAM_CONFIG__?: Partial<RuntimeConfig> };

let overrides: Partial<RuntimeConfig> = {};

export function getRuntimeConfig(): RuntimeConfig {
  const fromPage = (globalThis as ConfigGlobal).__ITAM_CONFIG__ ?? {};
  return { apiBase: overrides.apiBase ?? fromPage.apiBase ?? DEFAULT_API_BASE };
}

export function setRuntimeConfig(partial: Partial<RuntimeConfig>): void {
  overrides = { ...overrides, ...partial };
}
