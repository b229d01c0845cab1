/**
 * node-postgres pool whose parameterized statements are prepared once per
 * connection (named by a hash of their text) and planned generically; see
 * statements.ts for why and for the CUSTOM_PLAN exception.
 */
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import {
  CUSTOM_PLAN,
  CUSTOM_PLANS,
  GENERIC_PLANS,
  shouldPrepare,
  statementName,
} from './statements';

export { CUSTOM_PLAN } from './statements';

/** One statement planned for its values; the connection returns to generic plans after. */
async function queryWithCustomPlan(client: pg.PoolClient, sql: string, values: unknown[]) {
  await client.query(CUSTOM_PLANS);
  try {
    return await client.query(sql, values);
  } finally {
    // In a transaction the statement's error aborted, this SET fails too; the
    // rollback then undoes the first SET, so the failure can be ignored.
    await client.query(GENERIC_PLANS).catch(() => undefined);
  }
}

function wrapClient(client: pg.PoolClient): PostgresPoolClient {
  const query = (sqlOrCursor: unknown, parameters?: readonly unknown[]) => {
    if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as pg.Submittable);
    const values = [...(parameters ?? [])];
    if (sqlOrCursor.includes(CUSTOM_PLAN)) return queryWithCustomPlan(client, sqlOrCursor, values);
    return shouldPrepare(sqlOrCursor, values)
      ? client.query({ name: statementName(sqlOrCursor), text: sqlOrCursor, values })
      : client.query(sqlOrCursor, values);
  };
  return { query, release: () => client.release() } as unknown as PostgresPoolClient;
}

/** `setup`: more statements for each new connection, sent with the SET in one query. */
export function preparingPool(pool: pg.Pool, setup = ''): PostgresPool {
  // pg runs a client's queries in order, so this SET precedes any other query.
  // One query only: pg warns when a query is queued behind another.
  pool.on('connect', (client) => {
    client.query(setup ? `${GENERIC_PLANS}; ${setup}` : GENERIC_PLANS).catch(() => undefined);
  });
  // One wrapper per pooled connection, so kysely sees a stable client object.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrapClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
