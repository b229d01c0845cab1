/** The company's own facts the exits read: its date today, and how its documents write time. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The company's date today (YYYY-MM-DD) in its time zone. */
export async function companyToday(db: Kysely<DB>, companyId: string): Promise<string> {
  const row = await sql<{
    today: string;
  }>`select to_char((now() at time zone c.time_zone)::date, 'YYYY-MM-DD') as today from companies c where c.id = ${companyId}`.execute(
    db,
  );
  return row.rows[0]!.today;
}

/** The company's name, time zone and clock (its certificate's header, days and times). */
export function companyStyle(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom('companies')
    .select(['name', 'time_zone', 'clock'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}
