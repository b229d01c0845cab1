/// <reference types="jest" />
import {
  alternate,
  benchBuilds,
  bytesBefore,
  cdpNetworkConditions,
  firstVisitStorage,
  median,
  MOBILE_SLOW_4G,
  sinceNavigation,
  VISIT_SETUP,
} from '../visits';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([900, 100, 500, 300, 700])).toBe(500);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN when nothing was measured', () => {
    expect(median([])).toBeNaN();
  });

  it('does not reorder its input', () => {
    const xs = [3, 1, 2];
    median(xs);
    expect(xs).toEqual([3, 1, 2]);
  });
});

describe('alternate', () => {
  it('runs the builds in turn, A then B, run after run', () => {
    expect(alternate(['A', 'B'], 3)).toEqual([
      { build: 'A', run: 1 },
      { build: 'B', run: 1 },
      { build: 'A', run: 2 },
      { build: 'B', run: 2 },
      { build: 'A', run: 3 },
      { build: 'B', run: 3 },
    ]);
  });

  it('runs one build its runs in a row', () => {
    expect(alternate(['A'], 2)).toEqual([
      { build: 'A', run: 1 },
      { build: 'A', run: 2 },
    ]);
  });
});

describe('benchBuilds', () => {
  it('is one build, the bench server, without BENCH_URL_B', () => {
    expect(benchBuilds({}, 'http://localhost:3300')).toEqual([
      { label: 'A', base: 'http://localhost:3300' },
    ]);
    expect(benchBuilds({ BENCH_URL: 'http://localhost:3000' }, 'x')).toEqual([
      { label: 'A', base: 'http://localhost:3000' },
    ]);
  });

  it('is A (BENCH_URL) and B (BENCH_URL_B) when both are served', () => {
    expect(
      benchBuilds(
        { BENCH_URL: 'http://localhost:3000/', BENCH_URL_B: 'http://localhost:3001' },
        'x',
      ),
    ).toEqual([
      { label: 'A', base: 'http://localhost:3000' },
      { label: 'B', base: 'http://localhost:3001' },
    ]);
  });

  it('refuses BENCH_URL_B without BENCH_URL: A would be a third server', () => {
    expect(() => benchBuilds({ BENCH_URL_B: 'http://localhost:3001' }, 'x')).toThrow(/BENCH_URL/);
  });
});

describe('bytesBefore', () => {
  const responses = [
    { finishedAtMs: 590, encodedBytes: 4_000 },
    { finishedAtMs: 1_340, encodedBytes: 27_000 },
    { finishedAtMs: 3_947, encodedBytes: 242_000 },
    { finishedAtMs: 9_272, encodedBytes: 12_000 },
  ];

  it('sums the encoded bytes of the responses finished by the content', () => {
    expect(bytesBefore(responses, 3_947)).toBe(273_000);
    expect(bytesBefore(responses, 3_946)).toBe(31_000);
  });

  it('counts nothing before the document and everything at the end', () => {
    expect(bytesBefore(responses, 0)).toBe(0);
    expect(bytesBefore(responses, Number.POSITIVE_INFINITY)).toBe(285_000);
  });
});

describe('sinceNavigation', () => {
  it("turns CDP's monotonic seconds into ms after the page's time origin", () => {
    // The document's request: monotonic 100 s was wall time 1,700,000,000 s.
    const clock = { monotonicS: 100, wallS: 1_700_000_000 };
    const timeOriginMs = 1_700_000_000_000 - 2;
    expect(sinceNavigation(101.5, clock, timeOriginMs)).toBeCloseTo(1_502, 6);
  });
});

describe('the throttling', () => {
  it("is Lighthouse's devtools slow 4G, in CDP's bytes per second", () => {
    // Computed as Lighthouse computes it (1.6 * 1024 * 0.9): the same float, 1474.56 near enough.
    expect(MOBILE_SLOW_4G.requestLatencyMs).toBe(562.5);
    expect(MOBILE_SLOW_4G.downloadThroughputKbps).toBeCloseTo(1474.56, 9);
    expect(MOBILE_SLOW_4G.uploadThroughputKbps).toBe(675);
    expect(MOBILE_SLOW_4G.cpuSlowdownMultiplier).toBe(4);
    expect(cdpNetworkConditions()).toEqual({
      offline: false,
      latency: 562.5,
      downloadThroughput: 188_743,
      uploadThroughput: 86_400,
    });
  });
});

describe('the two visits', () => {
  it('starts a first visit from nothing but the token', () => {
    expect(VISIT_SETUP.first).toEqual({
      freshProfile: true,
      clearHttpCache: true,
      clearStorage: true,
    });
    expect(firstVisitStorage('http://localhost:3300', 'jwt')).toEqual({
      cookies: [],
      origins: [
        { origin: 'http://localhost:3300', localStorage: [{ name: 'jwtToken', value: 'jwt' }] },
      ],
    });
  });

  it('keeps the HTTP cache, storage and service workers for a returning visit', () => {
    expect(VISIT_SETUP.returning).toEqual({
      freshProfile: false,
      clearHttpCache: false,
      clearStorage: false,
    });
  });
});
