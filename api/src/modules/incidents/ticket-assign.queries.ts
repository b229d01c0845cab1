/** Assigning tickets set-based: the rows locked, then one statement for all of them. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { TicketKind } from '../../db/schema-incidents';
import type { TicketStatus } from './transitions';

export function lockTickets(
  trx: Kysely<DB>,
  companyId: string,
  ids: readonly string[],
  kinds: readonly TicketKind[],
) {
  return trx
    .selectFrom('tickets')
    .select(['id', sql<TicketStatus>`status`.as('status'), 'assignee_id'])
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .where('kind', 'in', [...kinds])
    .forUpdate()
    .execute();
}

/** Gives the tickets the assignee (none: null); a New one becomes Assigned and back. */
export async function setAssignee(
  trx: Kysely<DB>,
  companyId: string,
  ids: readonly string[],
  assigneeId: string | null,
  now: Date,
): Promise<void> {
  await sql`update tickets t set assignee_id = ${assigneeId}, updated_at = ${now},
      status = case when ${assigneeId}::uuid is not null and t.status = 'new' then 'assigned'
        when ${assigneeId}::uuid is null and t.status = 'assigned' then 'new' else t.status end
    where t.company_id = ${companyId} and t.id = any(${ids}::uuid[])`.execute(trx);
}
