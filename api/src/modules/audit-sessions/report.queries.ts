/** What a printed report needs of the company: its name, time zone and clock. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function companyPrintStyle(db: Kysely<DB>, companyId: string) {
  const company = await db
    .selectFrom('companies')
    .select(['name', 'time_zone', 'clock'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { name: company.name, style: { timeZone: company.time_zone, clock: company.clock } };
}
