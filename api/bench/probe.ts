/**
 * What a user arriving during a load sees: every `intervalMs` a fresh TCP
 * connection (no keep-alive agent) sends one request, timed from before the
 * connect to the first byte of the answer (its status line). It runs in a
 * worker thread of its own, so the load generator's busy event loop does not
 * delay its clock.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export interface ProbeFigures {
  /** Connections opened. */
  opened: number;
  /** Time to first byte of the answered ones, ms. */
  p50: number;
  p99: number;
  max: number;
  /** Connections refused or reset. */
  errors: number;
  /** No answer within the timeout (autocannon's 10 s). */
  timeouts: number;
  non2xx: number;
}

interface ProbeInput {
  baseUrl: string;
  token: string;
  /** One path per connection, in order. */
  paths: string[];
  intervalMs: number;
  timeoutMs: number;
}

type Outcome = { kind: 'answered'; ms: number; status: number } | { kind: 'error' | 'timeout' };

function probeOnce(input: ProbeInput, path: string): Promise<Outcome> {
  const url = new URL(input.baseUrl);
  return new Promise((resolve) => {
    const started = performance.now();
    let outcome: Outcome | null = null;
    const request = http.request({
      hostname: url.hostname,
      port: url.port,
      path,
      agent: false,
      headers: { authorization: `Bearer ${input.token}` },
    });
    const timer = setTimeout(() => {
      outcome ??= { kind: 'timeout' };
      request.destroy();
    }, input.timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      resolve(outcome ?? { kind: 'error' });
    };
    request.on('response', (response) => {
      outcome ??= {
        kind: 'answered',
        ms: performance.now() - started,
        status: response.statusCode ?? 0,
      };
      response.resume();
      response.on('end', finish);
      response.on('error', finish);
    });
    request.on('error', finish);
    request.end();
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function probe(input: ProbeInput): Promise<ProbeFigures> {
  const pending: Promise<Outcome>[] = [];
  for (const path of input.paths) {
    pending.push(probeOnce(input, path));
    await new Promise((resolve) => setTimeout(resolve, input.intervalMs));
  }
  const outcomes = await Promise.all(pending);
  const times = outcomes
    .flatMap((o) => (o.kind === 'answered' ? [o.ms] : []))
    .sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  return {
    opened: outcomes.length,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(times[times.length - 1] ?? 0),
    errors: outcomes.filter((o) => o.kind === 'error').length,
    timeouts: outcomes.filter((o) => o.kind === 'timeout').length,
    non2xx: outcomes.filter((o) => o.kind === 'answered' && (o.status < 200 || o.status > 299))
      .length,
  };
}

/** Opens a connection every `intervalMs` for `seconds`, each asking for the next of `path()`. */
export function runProbe(
  baseUrl: string,
  token: string,
  path: () => string,
  seconds: number,
  intervalMs = 100,
): Promise<ProbeFigures> {
  const input: ProbeInput = {
    baseUrl,
    token,
    paths: Array.from({ length: Math.floor((seconds * 1000) / intervalMs) }, path),
    intervalMs,
    timeoutMs: 10_000,
  };
  // The bench runs under tsx; its worker needs tsx's require hook to load this file.
  const worker = new Worker(__filename, {
    workerData: input,
    execArgv: ['--require', require.resolve('tsx/cjs')],
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (figures: ProbeFigures) => resolve(figures));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`probe exited with ${code}`)));
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  void probe(workerData as ProbeInput).then((figures) => port.postMessage(figures));
}
