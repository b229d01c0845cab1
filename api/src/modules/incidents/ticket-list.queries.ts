/** The ticket list's SQL: its filter, one page of it, and its total. */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TicketListQueryInput } from '@itam/shared/contracts/incidents';
import type { DB } from '../../db/schema';
import type { TicketKind } from '../../db/schema-incidents';
import { likePattern } from '../../platform/sql';
import type { DeskActor } from './access';
import {
  BREACHED,
  KIND_PREFIX,
  SUMMARY_COLUMNS,
  type TicketSummaryRow,
} from './ticket-records.queries';
import { TICKET_STATUSES } from './transitions';

const ORDER: Record<string, RawBuilder<unknown>> = {
  newest: sql`t.created_at desc, t.id desc`,
  oldest: sql`t.created_at asc, t.id asc`,
  priority: sql`t.priority desc, t.created_at desc, t.id desc`,
  due: sql`t.resolution_due_at asc nulls last, t.created_at desc, t.id desc`,
  updated: sql`t.updated_at desc, t.id desc`,
};

/** The title search: a number, alone (`123`) or with its kind's prefix (`INC-000123`: that kind only). */
function searchFilter(search: string): RawBuilder<unknown> {
  const pattern = likePattern(search);
  const number = /^(?:([a-z]{2,3})-?)?0*(\d{1,9})$/i.exec(search);
  const kind = number?.[1]
    ? (Object.keys(KIND_PREFIX) as TicketKind[]).find(
        (k) => KIND_PREFIX[k] === number[1]!.toUpperCase(),
      )
    : undefined;
  return number
    ? sql`(lower(t.title) like ${pattern} or (t.number = ${Number(number[2])}${
        kind ? sql` and t.kind = ${kind}` : sql``
      }))`
    : sql`lower(t.title) like ${pattern}`;
}

/** The list's conditions on `tickets t`, all to be met. */
export function listFilter(
  actor: DeskActor,
  q: TicketListQueryInput,
  kinds: TicketKind[],
): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [
    sql`t.company_id = ${actor.companyId}`,
    sql`t.kind = any(${kinds}::text[])`,
  ];
  if (!actor.agent || q.scope === 'mine') where.push(sql`t.requester_id = ${actor.userId}`);
  if (q.status) where.push(sql`t.status = any(${q.status}::text[])`);
  if (q.priority) where.push(sql`t.priority = any(${q.priority.map(Number)}::int[])`);
  if (q.assigneeId === 'none') where.push(sql`t.assignee_id is null`);
  else if (q.assigneeId === 'me') where.push(sql`t.assignee_id = ${actor.userId}`);
  else if (q.assigneeId) where.push(sql`t.assignee_id = ${q.assigneeId}`);
  if (q.assetId) where.push(sql`t.asset_id = ${q.assetId}`);
  if (q.breached) where.push(q.breached === 'true' ? BREACHED : sql`not ${BREACHED}`);
  if (q.search) where.push(searchFilter(q.search));
  return where;
}

/** Rows after the cursor's (created, id) in the newest-first order. */
export const afterCursor = (c: { us: number; id: string }): RawBuilder<unknown> =>
  sql`(t.created_at, t.id) < (timestamptz 'epoch' + ${c.us} * interval '1 microsecond', ${c.id}::uuid)`;

export type ListRow = TicketSummaryRow & { created_us: number };

/** One page (and one row more, to tell whether another follows). */
export async function selectPage(
  db: Kysely<DB>,
  actor: DeskActor,
  q: TicketListQueryInput,
  page: RawBuilder<unknown>[],
  offset: number,
): Promise<ListRow[]> {
  const take = offset + q.limit + 1;
  const pageWhere = sql.join(page, sql` and `);
  // Newest first over several statuses or priorities: the newest `take` of each (status,
  // priority) pair walk the queue index and only those are sorted, instead of every match.
  const pairs =
    q.sort === 'newest' && (q.status || q.priority) && take <= 1000
      ? (q.status ?? TICKET_STATUSES).flatMap((status) =>
          (q.priority?.map(Number) ?? [1, 2, 3, 4, 5]).map((priority) => ({ status, priority })),
        )
      : null;
  const from = pairs
    ? sql`tickets t where t.company_id = ${actor.companyId} and t.id in (${sql.join(
        pairs.map(
          (p) => sql`(select t.id from tickets t where ${pageWhere} and t.status = ${p.status}
            and t.priority = ${p.priority} order by t.created_at desc, t.id desc limit ${take})`,
        ),
        sql` union all `,
      )})`
    : sql`tickets t where ${pageWhere}`;
  const rows = await sql<ListRow>`select ${SUMMARY_COLUMNS},
      (extract(epoch from t.created_at) * 1000000)::bigint as created_us
    from ${from}
    order by ${ORDER[q.sort]!} limit ${q.limit + 1} offset ${offset}`.execute(db);
  return rows.rows;
}

/**
 * The list's total: a sum over the kept ticket_counts when only kind, status and priority
 * filter the company's whole queue (the agents' usual view), else a count of the rows.
 */
export async function countOf(
  db: Kysely<DB>,
  actor: DeskActor,
  q: TicketListQueryInput,
  kinds: TicketKind[],
  filter: RawBuilder<unknown>[],
): Promise<number> {
  const kept =
    actor.agent && q.scope === 'all' && !q.assigneeId && !q.assetId && !q.breached && !q.search;
  if (!kept) {
    const all = sql.join(filter, sql` and `);
    const rows = await sql<{ n: number }>`select count(*)::int as n from tickets t
      where ${all}`.execute(db);
    return rows.rows[0]?.n ?? 0;
  }
  const status = q.status ? sql`and c.status = any(${q.status}::text[])` : sql``;
  const priority = q.priority ? sql`and c.priority = any(${q.priority.map(Number)}::int[])` : sql``;
  const rows = await sql<{ n: number }>`select coalesce(sum(c.n), 0)::int as n from ticket_counts c
    where c.company_id = ${actor.companyId} and c.kind = any(${kinds}::text[]) ${status} ${priority}`.execute(
    db,
  );
  return rows.rows[0]?.n ?? 0;
}
