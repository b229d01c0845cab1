/**
 * Who decides a shop order's current step, read from the database: the parties of an order
 * and the company's administrators for the rule of approval.ts (isStepApprover), and the same
 * rule as SQL for the lists that must agree with it (the approvers' queue, the menu's count).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { OrderParties } from './approval';
import { SHOP_PERMISSIONS as P } from './access';

/** SQL over role `r`: it may approve (P.approve), as isAllowed reads its policies. */
export const MAY_APPROVE = sql<boolean>`coalesce(
  r.policies->${P.approve.group}->${P.approve.object} @> ${JSON.stringify([P.approve.action])}::jsonb,
  false)`;

/** SQL: user `id` is active and their role may approve. */
const canApprove = (id: RawBuilder<unknown>) => sql<boolean>`exists (select 1 from users a
  join roles r on r.company_id = a.company_id and r.id = a.role_id
  where a.company_id = o.company_id and a.id = ${id} and a.active and ${MAY_APPROVE})`;

/** The account of the employee `e` (by email), or null: the person the order is for. */
export const EMPLOYEE_USER = sql<string | null>`(select u.id from users u
  where u.company_id = e.company_id and e.email is not null and lower(u.email) = lower(e.email)
  limit 1)`;

/** The account of an employee (by email), or null. */
export async function userOfEmployee(
  db: Kysely<DB>,
  companyId: string,
  employeeId: string,
): Promise<string | null> {
  const result = await sql<{ id: string }>`select u.id from employees e
    join users u on u.company_id = e.company_id and lower(u.email) = lower(e.email)
    where e.company_id = ${companyId} and e.id = ${employeeId} limit 1`.execute(db);
  return result.rows[0]?.id ?? null;
}

/** The company's active administrators. */
export async function adminUserIds(db: Kysely<DB>, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', (join) =>
      join.onRef('r.id', '=', 'u.role_id').onRef('r.company_id', '=', 'u.company_id'),
    )
    .select('u.id')
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true)
    .where('r.access_level', '=', 'admin')
    .execute();
  return rows.map((r) => r.id);
}

/** The approvers named on the orders who cannot decide now (deactivated, or may not approve). */
export async function unableApprovers(
  db: Kysely<DB>,
  companyId: string,
  orderIds: readonly string[],
): Promise<string[]> {
  if (!orderIds.length) return [];
  const result = await sql<{ id: string }>`select distinct s.approver_user_id as id
    from shop_approval_steps s join shop_orders o on o.company_id = s.company_id and o.id = s.order_id
    where s.company_id = ${companyId} and s.order_id = any(${orderIds}::uuid[])
      and s.approver_user_id is not null and not ${canApprove(sql`s.approver_user_id`)}`.execute(
    db,
  );
  return result.rows.map((r) => r.id);
}

/** The parties of an order (its requester and its employee's account), and who else decides. */
export async function orderParties(
  db: Kysely<DB>,
  companyId: string,
  orderId: string,
): Promise<OrderParties> {
  const [row, admins, unable] = await Promise.all([
    sql<{ requester_user_id: string | null; employee_user_id: string | null }>`select
        o.requester_user_id, ${EMPLOYEE_USER} as employee_user_id
      from shop_orders o join employees e on e.company_id = o.company_id and e.id = o.employee_id
      where o.company_id = ${companyId} and o.id = ${orderId}`.execute(db),
    adminUserIds(db, companyId),
    unableApprovers(db, companyId, [orderId]),
  ]);
  return {
    requesterUserId: row.rows[0]?.requester_user_id ?? null,
    employeeUserId: row.rows[0]?.employee_user_id ?? null,
    adminUserIds: admins,
    unableUserIds: unable,
  };
}

/** SQL: the user is a party of order `o` (employee `e`); never null. */
const party = (user: RawBuilder<unknown>) =>
  sql<boolean>`(coalesce(${user} = o.requester_user_id, false)
    or coalesce(${user} = ${EMPLOYEE_USER}, false))`;

/**
 * SQL over order `o` and its employee `e`: the order awaits the caller's decision, as
 * isStepApprover decides it (its first pending step, after only approved ones, is theirs).
 */
export function awaitingDecisionOf(caller: { userId: string; isAdmin: boolean }) {
  const me = sql`${caller.userId}::uuid`;
  const falls = sql`(s.approver_user_id is null or ${party(sql`s.approver_user_id`)}
    or not ${canApprove(sql`s.approver_user_id`)})`;
  const noOtherAdmin = sql`not exists (select 1 from users a join roles r
      on r.company_id = a.company_id and r.id = a.role_id
    where a.company_id = o.company_id and a.active and r.access_level = 'admin'
      and not ${party(sql`a.id`)})`;
  const asAdmin = caller.isAdmin
    ? sql`(${falls} and (not ${party(me)} or ${noOtherAdmin}))`
    : sql`false`;
  return sql<boolean>`(o.status = 'awaiting-approval'
    and exists (select 1 from shop_approval_steps s where s.company_id = o.company_id
      and s.order_id = o.id and s.decision = 'pending'
      and not exists (select 1 from shop_approval_steps b where b.company_id = s.company_id
        and b.order_id = s.order_id and b.position < s.position and b.decision <> 'approved')
      and ((s.approver_user_id = ${me} and not ${falls}) or ${asAdmin})))`;
}
