/**
 * Audit sessions (issue 21): starting one takes the expected list from the register (the
 * branch's assets, optionally filtered by type and state; DISPOSED and LOST ones are not
 * expected unless the filter names their state; how many it would expect is counted the
 * same way before starting), and a session reads as its expected
 * list (each found by its first scan that was not undone), the unexpected assets and
 * unknown tags scanned (each once), every scan and, once closed, the follow-ups.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuditSessionFilter } from '../../db/schema-audit-sessions';
import { badField } from '../../platform/http-errors';
import type { Actor } from '../assets/lifecycle.service';

export interface StartInput {
  branchId: string;
  area: string | null;
  filter: AuditSessionFilter;
}

/** 400 naming the field unless the branch and each asset type of the filter are the company's. */
async function assertScope(
  db: Kysely<DB>,
  companyId: string,
  input: Omit<StartInput, 'area'>,
): Promise<void> {
  const branch = await db
    .selectFrom('branches')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', input.branchId)
    .executeTakeFirst();
  if (!branch) throw badField('branchId', 'Not found in your company');
  const types = input.filter.assetTypeIds ?? [];
  if (types.length) {
    const known = await db
      .selectFrom('asset_types')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', types)
      .execute();
    const missing = types.findIndex((t) => !known.some((k) => k.id === t));
    if (missing >= 0) throw badField(`filter.assetTypeIds.${missing}`, 'Not found in your company');
  }
}

/** The condition, over `assets a`, of the register's assets a session of the branch and filter expects. */
function expectedCondition(companyId: string, input: Omit<StartInput, 'area'>) {
  const states = input.filter.states;
  const types = input.filter.assetTypeIds ?? [];
  return sql`a.company_id = ${companyId} and a.office_id = ${input.branchId}
      and ${states?.length ? sql`a.state = any(${states}::text[])` : sql`a.state not in ('DISPOSED', 'LOST')`}
      ${types.length ? sql`and a.asset_type_id = any(${types}::uuid[])` : sql``}`;
}

/** How many assets a session of the branch and filter would expect now (400 as a start would). */
export async function expectedCount(
  db: Kysely<DB>,
  companyId: string,
  input: Omit<StartInput, 'area'>,
): Promise<number> {
  await assertScope(db, companyId, input);
  const result = await sql<{ n: number }>`select count(*)::int as n from assets a
    where ${expectedCondition(companyId, input)}`.execute(db);
  return result.rows[0]!.n;
}

/** Starts a session in the caller's transaction, its expected list taken now; its id. */
export async function startSession(
  trx: Kysely<DB>,
  actor: Actor,
  input: StartInput,
): Promise<string> {
  await assertScope(trx, actor.companyId, input);
  const { id } = await trx
    .insertInto('audit_sessions')
    .values({
      company_id: actor.companyId,
      branch_id: input.branchId,
      area: input.area,
      filter: JSON.stringify(input.filter),
      opened_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into audit_session_items (session_id, company_id, asset_id, name, tag, state)
    select ${id}::uuid, a.company_id, a.id, a.name, a.tag, a.state from assets a
    where ${expectedCondition(actor.companyId, input)}`.execute(trx);
  return id;
}
