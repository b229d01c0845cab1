/** The assets a ticket may be about, and one asset with its tickets. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { likePattern } from '../../platform/sql';
import type { DeskActor } from './access';
import { SUMMARY_COLUMNS, type TicketSummaryRow } from './ticket-records.queries';

export interface SuggestedAssetRow {
  id: string;
  name: string;
  tag: string | null;
  serial_number: string | null;
  state: string;
  make: string | null;
  model: string | null;
  mine: boolean;
  open_tickets: number;
}

/** The caller's own assets (held by the employee with their email) first, then any by tag or serial. */
export async function suggestAssets(
  db: Kysely<DB>,
  actor: DeskActor,
  search: string | undefined,
  limit: number,
): Promise<SuggestedAssetRow[]> {
  const pattern = search ? likePattern(search) : null;
  const rows =
    await sql<SuggestedAssetRow>`with me as (select e.id from employees e join users u on u.company_id = e.company_id
            and lower(u.email) = lower(e.email) where u.id = ${actor.userId} and e.company_id = ${actor.companyId})
        select a.id, a.name, a.tag, a.serial_number, a.state, a.make, a.model,
          (a.employee_id is not null and a.employee_id in (select id from me)) as mine,
          (select count(*)::int from tickets t where t.company_id = a.company_id and t.asset_id = a.id
            and t.status not in ('resolved', 'closed')) as open_tickets
        from assets a
        where a.company_id = ${actor.companyId} and (
          ${
            pattern === null
              ? sql`a.employee_id in (select id from me)`
              : sql`(lower(coalesce(a.tag, '')) like ${pattern} or lower(coalesce(a.serial_number, '')) like ${pattern}
                or lower(a.name) like ${pattern} or a.employee_id in (select id from me))`
          })
        order by mine desc, a.tag nulls last, a.id
        limit ${limit}`.execute(db);
  return rows.rows;
}

export function findAsset(db: Kysely<DB>, companyId: string, id: string) {
  return db
    .selectFrom('assets')
    .select(['id', 'name', 'tag', 'serial_number', 'state', 'make', 'model', 'updated_at'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The asset's newest 100 tickets the caller may see, and how many of all its tickets are open. */
export async function assetTickets(db: Kysely<DB>, actor: DeskActor, id: string) {
  const own = actor.agent ? sql`true` : sql`t.requester_id = ${actor.userId}`;
  const [tickets, open] = await Promise.all([
    sql<TicketSummaryRow>`select ${SUMMARY_COLUMNS} from tickets t
      where t.company_id = ${actor.companyId} and t.asset_id = ${id} and ${own}
      order by t.created_at desc, t.id desc limit 100`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from tickets t
      where t.company_id = ${actor.companyId} and t.asset_id = ${id}
        and t.status not in ('resolved', 'closed')`.execute(db),
  ]);
  return { tickets: tickets.rows, openTickets: open.rows[0]?.n ?? 0 };
}
