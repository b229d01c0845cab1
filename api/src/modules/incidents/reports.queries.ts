/** The managers' reports' SQL: the open queue's counts and the surveys' averages. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { BREACHED } from './ticket-records.queries';

type Ref = { _id: string; name: string } | null;

const AGENT_REF = sql`json_build_object('_id', u.id, 'name', trim(concat_ws(' ', u.first_name, u.last_name)))`;

export async function summaryRows(db: Kysely<DB>, companyId: string) {
  const open = sql`t.company_id = ${companyId} and t.status not in ('resolved', 'closed')`;
  const [byPriority, byStatus, breaches, ageing, load, unassigned] = await Promise.all([
    sql<{ priority: number; n: number }>`select t.priority, count(*)::int as n from tickets t
      where ${open} group by t.priority order by t.priority desc`.execute(db),
    sql<{ status: string; n: number }>`select t.status, count(*)::int as n from tickets t
      where ${open} group by t.status`.execute(db),
    sql<{ open_breached: number; response: number; resolution: number }>`select
        count(*) filter (where t.status not in ('resolved', 'closed') and ${BREACHED})::int as open_breached,
        count(*) filter (where t.response_breached
          or (t.first_response_at is null and t.status not in ('resolved', 'closed') and t.response_due_at < now()))::int as response,
        count(*) filter (where t.resolution_breached
          or (t.status not in ('resolved', 'closed') and t.resolution_due_at < now()))::int as resolution
      from tickets t where t.company_id = ${companyId}`.execute(db),
    sql<{ bucket: string; n: number }>`select case
        when now() - t.created_at < interval '1 day' then 'lt1d'
        when now() - t.created_at < interval '3 days' then '1to3d'
        when now() - t.created_at < interval '7 days' then '3to7d'
        when now() - t.created_at < interval '30 days' then '7to30d'
        else 'gt30d' end as bucket, count(*)::int as n
      from tickets t where ${open} group by 1`.execute(db),
    sql<{ agent: Ref; open: number; in_progress: number; waiting: number; breached: number }>`select
        ${AGENT_REF} as agent,
        count(*)::int as open,
        count(*) filter (where t.status = 'in_progress')::int as in_progress,
        count(*) filter (where t.status = 'waiting_on_requester')::int as waiting,
        count(*) filter (where ${BREACHED})::int as breached
      from tickets t join users u on u.id = t.assignee_id
      where ${open} group by u.id order by open desc, u.id`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from tickets t
      where ${open} and t.assignee_id is null`.execute(db),
  ]);
  return {
    byPriority: byPriority.rows,
    byStatus: byStatus.rows,
    breaches: breaches.rows[0],
    ageing: ageing.rows,
    load: load.rows,
    unassigned: unassigned.rows[0]?.n ?? 0,
  };
}

export async function satisfactionRows(db: Kysely<DB>, companyId: string) {
  const [overall, perAgent, perModel] = await Promise.all([
    sql<{ sent: number; answered: number; average: number | null }>`select count(*)::int as sent,
        count(answered_at)::int as answered, round(avg(rating), 2)::float8 as average
      from ticket_surveys where company_id = ${companyId}`.execute(db),
    sql<{ agent: Ref; answered: number; average: number }>`select ${AGENT_REF} as agent,
        count(*)::int as answered, round(avg(s.rating), 2)::float8 as average
      from ticket_surveys s join users u on u.id = s.agent_id
      where s.company_id = ${companyId} and s.answered_at is not null
      group by u.id order by average desc, u.id`.execute(db),
    sql<{ model: string; answered: number; average: number }>`select
        coalesce(s.asset_model, '') as model,
        count(*)::int as answered, round(avg(s.rating), 2)::float8 as average
      from ticket_surveys s
      where s.company_id = ${companyId} and s.answered_at is not null and s.asset_model is not null
      group by s.asset_model order by answered desc, model`.execute(db),
  ]);
  return { overall: overall.rows[0], perAgent: perAgent.rows, perModel: perModel.rows };
}
