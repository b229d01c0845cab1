/**
 * pg-boss's database on the embedded PGlite. PGlite is one connection, shared with every
 * request: each pg-boss statement takes that connection through the Kysely driver's lock
 * (db.connection()), so it never lands inside a request's open transaction, and runs on the
 * thread's client directly. pg-boss sends several statements at once without parameters
 * (its schema, `BEGIN ... RETURNING ... COMMIT` blocks): those go through the simple
 * protocol and the rows of every statement are returned, as pg-boss expects. A failed
 * block would leave the one connection in an aborted transaction, so it is rolled back
 * while the lock is still held (as pg-boss's own PGlite adapter does, which cannot take
 * our lock).
 */
import type { Kysely } from 'kysely';
import type { Db } from 'pg-boss';
import type { PGliteClient } from '../../db/pglite-dialect';
import type { DB } from '../../db/schema';

export function embeddedJobsDatabase(db: Kysely<DB>, pglite: PGliteClient): Db {
  return {
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        try {
          if (values?.length) return { rows: (await pglite.query(text, values)).rows };
          return { rows: (await pglite.exec(text)).flatMap((result) => result.rows) };
        } catch (err) {
          await pglite.exec('rollback').catch(() => undefined);
          throw err;
        }
      }),
  };
}
