/**
 * The pure parts of the first- and returning-visit benches (content.ts, lighthouse.ts):
 * the two visits' set-up, Lighthouse's mobile throttling as CDP applies it, the order in
 * which two builds are run, and the figures taken from a run (issue 34's measures).
 */

/**
 * Lighthouse's mobile preset network and CPU, as its devtools throttling applies them
 * (lighthouse 12: `throttling.mobileSlow4G` of the lantern constants in
 * @paulirish/trace_engine, models/trace/lantern/simulation/Constants.js): 150 ms RTT x 3.75,
 * 1.6 Mbit/s and 750 kbit/s x 0.9, 4x CPU slowdown.
 */
export const MOBILE_SLOW_4G = {
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: 4,
} as const;

/** The mobile preset's screen (Lighthouse's Moto G Power emulation). */
export const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

/**
 * `Network.emulateNetworkConditions` for `throttling`, in bytes per second as Lighthouse's
 * own `enableNetworkThrottling` (core/lib/emulation.js) sends it.
 */
export function cdpNetworkConditions(throttling = MOBILE_SLOW_4G) {
  return {
    offline: false,
    latency: throttling.requestLatencyMs,
    downloadThroughput: Math.floor((throttling.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((throttling.uploadThroughputKbps * 1024) / 8),
  };
}

export type Visit = 'first' | 'returning';
export const VISITS: readonly Visit[] = ['first', 'returning'];

/**
 * What each visit starts from. A first visit: a new profile (or, where the profile is
 * Lighthouse's, one cleared of the origin's storage, service workers and HTTP cache) with
 * only the token stored; no frame hint. A returning visit: the same profile opening the
 * page again, its HTTP cache, storage and any service worker kept.
 */
export const VISIT_SETUP: Record<
  Visit,
  { freshProfile: boolean; clearHttpCache: boolean; clearStorage: boolean }
> = {
  first: { freshProfile: true, clearHttpCache: true, clearStorage: true },
  returning: { freshProfile: false, clearHttpCache: false, clearStorage: false },
};

/** A first visit's stored state (Playwright's storageState): the token, nothing else. */
export function firstVisitStorage(origin: string, token: string) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'jwtToken', value: token }] }],
  };
}

export interface Build {
  label: string;
  base: string;
}

/**
 * The builds measured: A, served at BENCH_URL (else the bench's own server at `ownBase`),
 * and B at BENCH_URL_B when set (an A/B run needs both named).
 */
export function benchBuilds(
  env: { BENCH_URL?: string; BENCH_URL_B?: string },
  ownBase: string,
): Build[] {
  const trim = (url: string) => url.replace(/\/+$/, '');
  if (env.BENCH_URL_B && !env.BENCH_URL)
    throw new Error('BENCH_URL_B needs BENCH_URL: the builds A and B are both served already');
  const builds = [{ label: 'A', base: trim(env.BENCH_URL || ownBase) }];
  if (env.BENCH_URL_B) builds.push({ label: 'B', base: trim(env.BENCH_URL_B) });
  return builds;
}

/** Each run of each build, the builds in turn (A, B, A, B...), so load falls on both. */
export function alternate<T>(builds: readonly T[], runs: number): { build: T; run: number }[] {
  const order: { build: T; run: number }[] = [];
  for (let run = 1; run <= runs; run++) for (const build of builds) order.push({ build, run });
  return order;
}

/** The median (the mean of the middle two of an even count); NaN of nothing. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface FinishedResponse {
  /** `Network.loadingFinished`, in ms after the navigation started. */
  finishedAtMs: number;
  /** Its encodedDataLength: the bytes on the wire, headers included (0 from a cache). */
  encodedBytes: number;
}

/** The bytes transferred by the responses finished by `atMs` (after navigation start). */
export function bytesBefore(responses: readonly FinishedResponse[], atMs: number): number {
  return responses
    .filter((r) => r.finishedAtMs <= atMs)
    .reduce((sum, r) => sum + r.encodedBytes, 0);
}

/**
 * A CDP network timestamp (monotonic seconds) in ms after the page's `performance.timeOrigin`
 * (epoch ms), by the clock pair of the document's `Network.requestWillBeSent`.
 */
export function sinceNavigation(
  monotonicS: number,
  clock: { monotonicS: number; wallS: number },
  timeOriginMs: number,
): number {
  return (monotonicS - clock.monotonicS + clock.wallS) * 1000 - timeOriginMs;
}
