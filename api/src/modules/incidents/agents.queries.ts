/** The company's IT agents in the database. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The company's IT agents: its active users whose role works tickets (`ticket.edit`), the
 * people a ticket can be assigned to, by name; `userId` narrows it to that one user.
 */
export function selectAgents(db: Kysely<DB>, companyId: string, userId?: string) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('roles as r', (j) =>
      j.onRef('r.id', '=', 'u.role_id').onRef('r.company_id', '=', 'u.company_id'),
    )
    .select([
      'u.id',
      'u.email',
      sql<string>`trim(concat_ws(' ', u.first_name, u.last_name))`.as('name'),
    ])
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true)
    .where(sql<boolean>`r.policies->'on_incident'->'ticket' ? 'edit'`);
  if (userId) query = query.where('u.id', '=', userId);
  return query.orderBy('name').orderBy('u.id').execute();
}
