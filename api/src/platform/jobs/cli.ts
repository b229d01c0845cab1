/**
 * `failed-jobs`: the jobs whose every try failed, newest first, with their error.
 *
 *   node api/dist/main.cjs failed-jobs [--limit 50] [--json]
 *   pnpm --filter @itam/api failed-jobs
 *
 * It reads the database the server uses (DATABASE_URL, else PGlite under DATA_DIR). The
 * embedded database has one owner: stop the server before running it there.
 */
import { parseArgs } from 'node:util';
import { databaseConfigOf } from '../../config';
import { openDatabase } from '../../db';
import { failedJobs, type FailedJob } from './failed';

export const FAILED_JOBS_COMMAND = 'failed-jobs';

const line = (job: FailedJob) =>
  `${job.failedAt ?? '-'}  ${job.name}  ${job.id}  after ${job.tries} tries: ${job.error}`;

export async function runFailedJobs(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  print: (text: string) => void = console.log,
): Promise<number> {
  try {
    const { values } = parseArgs({
      args,
      options: { limit: { type: 'string', default: '50' }, json: { type: 'boolean' } },
    });
    const limit = Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a whole number');
    const database = await openDatabase(databaseConfigOf(env));
    try {
      const jobs = await failedJobs(database.db, limit);
      if (values.json) print(JSON.stringify(jobs, null, 2));
      else print(jobs.length ? jobs.map(line).join('\n') : 'No failed jobs.');
      return 0;
    } finally {
      await database.close();
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  }
}
