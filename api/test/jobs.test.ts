/**
 * The job runner (platform/jobs) on the suite's database: PGlite in `pnpm test`, a
 * throwaway PostgreSQL in `test:pg`, where two runners share one database as two servers do.
 */
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { startJobs, type Jobs, type RunnerTuning } from '../src/platform/jobs';
import { runFailedJobs } from '../src/platform/jobs/cli';
import { failedJobs } from '../src/platform/jobs/failed';
import { createTestDatabase, testConfig, type TestDatabase } from './helpers';

const FAST: RunnerTuning = {
  pollingIntervalSeconds: 0.5,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
};
const onPostgres = process.env.DATABASE_URL ? it : it.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(100);
  }
}

/** Clear of a minute's end, so a cron `* * * * *` fires once in the seconds that follow. */
async function awayFromMinuteEnd(): Promise<void> {
  const second = new Date().getSeconds();
  if (second >= 40) await sleep((61 - second) * 1000);
}

let testDb: TestDatabase;
const runners: Jobs[] = [];
const url = () => (testDb.config.kind === 'postgres' ? testDb.config.url : null);

async function runner(): Promise<Jobs> {
  const jobs = await startJobs(testDb.database, url(), () => undefined, FAST);
  runners.push(jobs);
  return jobs;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  for (const jobs of runners) await jobs.stop();
  await testDb.drop();
});

it('runs a job sent to it, also one sent inside a transaction once that commits', async () => {
  const jobs = await runner();
  const seen: number[] = [];
  await jobs.define<{ n: number }>('test.plain', async ({ n }) => void seen.push(n));
  await jobs.send('test.plain', { n: 1 });
  await testDb.database.db.transaction().execute(async (trx) => {
    await jobs.send('test.plain', { n: 2 }, { transaction: trx });
  });
  await testDb.database.db
    .transaction()
    .execute(async (trx) => {
      await jobs.send('test.plain', { n: 3 }, { transaction: trx });
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  await until(() => seen.length >= 2);
  await sleep(1500);
  expect(seen.sort()).toEqual([1, 2]);
});

it('runs a scheduled job on its schedule', async () => {
  await awayFromMinuteEnd();
  const jobs = await runner();
  let fired = 0;
  await jobs.define('test.cron-one', async () => void (fired += 1));
  await jobs.schedule('test.cron-one', '* * * * *');
  await until(() => fired > 0);
  await sleep(4000);
  expect(fired).toBe(1);
});

it('retries a failing job with backoff, then keeps it failed with its error', async () => {
  const jobs = await runner();
  const tries: number[] = [];
  await jobs.define(
    'test.failing',
    async () => {
      tries.push(Date.now());
      throw new Error('the mail server said no');
    },
    { retries: 2, retryDelaySeconds: 1, backoff: true },
  );
  const id = await jobs.send('test.failing', { to: 'x@example.com' });
  await until(async () => (await failedJobs(testDb.database.db)).some((j) => j.id === id), 45_000);
  const failed = (await failedJobs(testDb.database.db)).find((j) => j.id === id)!;
  expect(tries).toHaveLength(3);
  expect(tries[2]! - tries[1]!).toBeGreaterThan(tries[1]! - tries[0]!);
  expect(failed).toMatchObject({
    name: 'test.failing',
    error: 'the mail server said no',
    tries: 3,
    payload: { to: 'x@example.com' },
  });
  if (!url()) return; // The command opens DATA_DIR's database, not this test's in-memory one.
  const printed: string[] = [];
  expect(await runFailedJobs([], { DATABASE_URL: url()! }, (text) => printed.push(text))).toBe(0);
  expect(printed.join('\n')).toContain(
    `test.failing  ${id}  after 3 tries: the mail server said no`,
  );
});

onPostgres('two runners on one database handle each of N jobs exactly once', async () => {
  const [a, b] = [await runner(), await runner()];
  const handled: { by: string; n: number }[] = [];
  for (const [by, jobs] of [
    ['a', a],
    ['b', b],
  ] as const) {
    await jobs.define<{ n: number }>('test.once', async ({ n }) => {
      await sleep(10);
      handled.push({ by, n });
    });
  }
  const N = 60;
  for (let n = 0; n < N; n += 1) await (n % 2 ? a : b).send('test.once', { n });
  await until(() => handled.length >= N);
  await sleep(2000);
  expect(handled).toHaveLength(N);
  expect(new Set(handled.map((h) => h.n)).size).toBe(N);
});

onPostgres('a schedule fires once per occurrence with two runners', async () => {
  await awayFromMinuteEnd();
  const [a, b] = [await runner(), await runner()];
  let fired = 0;
  for (const jobs of [a, b]) {
    await jobs.define('test.cron-two', async () => void (fired += 1));
    await jobs.schedule('test.cron-two', '* * * * *');
  }
  await until(() => fired > 0);
  await sleep(5000);
  expect(fired).toBe(1);
});

it('buildApp starts the runner with the modules’ schedules and stops it on close', async () => {
  const app = await buildApp(testConfig({ database: testDb.config, jobs: true }), {
    database: testDb.database,
  });
  const schedules = await sql<{
    name: string;
  }>`select name from pgboss.schedule order by name`.execute(testDb.database.db);
  expect(schedules.rows.map((r) => r.name)).toEqual(
    expect.arrayContaining([
      'auth.sweep-expired',
      'organisation.sweep-invitations',
      'platform.sweep-idempotency-keys',
      'uploads.sweep-abandoned',
    ]),
  );
  await app.close();
});
