/**
 * The service desk's queue at 100,000 tickets (issue 17, part of `pnpm bench:web`). Seeds a
 * Demo Corp with BENCH_TICKETS (100,000) more tickets over a year into a data folder of its
 * own (`api/src/seed --tickets N`; BENCH_TICKETS_DATA_DIR keeps and reuses it), starts the
 * built server on it (BENCH_TICKETS_PORT, 3203), and in headless Chromium as the agent
 * (agent@demo.test) times navigation to the first row of `/incidents` in the DOM (shell,
 * remote, session check and list request included), median of BENCH_RUNS after one
 * uncounted warm-up, for the queue as it opens and with the screen's filters in its URL.
 * `tsx e2e/bench/tickets.ts` runs it alone.
 */
import { rmSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { firstRowAt } from './assets';
import { loginToken, seededDataDir, startServer, stopServer } from './bench-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const port = Number(process.env.BENCH_TICKETS_PORT ?? 3203);
const base = `http://localhost:${port}`;

/** The queue as it opens, and with each kind of filter the screen keeps in its URL. */
const QUEUES: [label: string, path: string][] = [
  ['the queue as it opens', '/incidents'],
  ['status and priority filter', '/incidents?status=new,assigned,in_progress&priority=4,5'],
  ['breached only', '/incidents?breached=true'],
  ['sorted by due time', '/incidents?sort=due'],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Seeds, serves and measures the queue; prints its figures like web.ts does. */
export async function benchTicketQueue(browser: Browser): Promise<void> {
  const data = await seededDataDir({ tickets: TICKETS }, 'BENCH_TICKETS_DATA_DIR');
  const server = await startServer(data.dir, port);
  try {
    const jwt = await loginToken(base, 'agent@demo.test');
    console.log(
      `\nservice desk queue at ${TICKETS.toLocaleString('en')} more tickets (agent, no CPU throttling, median of ${RUNS})`,
    );
    console.log('queue | navigation to first row');
    for (const [label, path] of QUEUES) {
      // One navigation first, not counted: the server's first request of each query warms its plan.
      await firstRowAt(browser, jwt, `${base}${path}`);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await firstRowAt(browser, jwt, `${base}${path}`));
      console.log(`${label} (${path}) | ${median(times).toFixed(0)} ms`);
    }
  } finally {
    await stopServer(server);
    if (!data.keep) rmSync(data.dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  (async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      await benchTicketQueue(browser);
    } finally {
      await browser.close();
    }
  })().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
