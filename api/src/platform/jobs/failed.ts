/**
 * Failed jobs: a job whose every try failed stays in pgboss.job as `failed`, its error in
 * `output`, until pg-boss's retention deletes it (7 days after it failed). Read with SQL so
 * the same query serves the CLI (`main.cjs failed-jobs`) whether or not a runner is up.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { JOBS_SCHEMA } from './index';

export interface FailedJob {
  id: string;
  name: string;
  error: string;
  tries: number;
  payload: unknown;
  createdAt: string;
  failedAt: string | null;
}

interface Row {
  id: string;
  name: string;
  error: string | null;
  retry_count: number;
  data: unknown;
  created_on: Date | string;
  completed_on: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The newest failed jobs first; none when the runner never installed its schema here. */
export async function failedJobs(db: Kysely<DB>, limit = 100): Promise<FailedJob[]> {
  const installed = await sql<{
    found: boolean;
  }>`select to_regclass(${`${JOBS_SCHEMA}.job`}) is not null as found`.execute(db);
  if (!installed.rows[0]?.found) return [];
  const rows = await sql<Row>`select id, name, retry_count, data, created_on, completed_on,
      coalesce(output->>'message', output->'value'->>'message', output::text) as error
    from ${sql.table(`${JOBS_SCHEMA}.job`)}
    where state = 'failed'
    order by completed_on desc nulls last
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({
    id: r.id,
    name: r.name,
    error: r.error ?? '',
    tries: r.retry_count + 1,
    payload: r.data,
    createdAt: iso(r.created_on)!,
    failedAt: iso(r.completed_on),
  }));
}
