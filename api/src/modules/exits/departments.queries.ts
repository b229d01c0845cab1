/** The SQL of the company's exit departments (exit_department_templates) and their signers. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DepartmentNameKey } from '../../db/schema-exits';

/** The users an editor may pick as a department's signer: the company's active users. */
const SIGNERS_LIMIT = 500;

/** The company's own list, in order, each with its head's name. */
export async function templateRows(db: Kysely<DB>, companyId: string) {
  const rows = await sql<{
    key: string;
    name: string;
    name_key: DepartmentNameKey | null;
    head_user_id: string | null;
    head_name: string | null;
    checklist: { key: string; label: string }[];
  }>`select t.key, t.name, t.name_key, t.head_user_id, t.checklist,
      nullif(trim(u.first_name || ' ' || u.last_name), '') as head_name
    from exit_department_templates t
    left join users u on u.company_id = t.company_id and u.id = t.head_user_id
    where t.company_id = ${companyId} order by t.position, t.key`.execute(db);
  return rows.rows;
}

/** The company's active users by name, to pick a signer from. */
export function signersOf(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', sql<string>`trim(first_name || ' ' || last_name)`.as('name')])
    .where('company_id', '=', companyId)
    .where('active', '=', true)
    .orderBy(sql`lower(first_name)`)
    .orderBy(sql`lower(last_name)`)
    .orderBy('id')
    .limit(SIGNERS_LIMIT)
    .execute();
}

/** One editor at a time: the company row serialises concurrent replacements. */
export async function lockCompany(trx: Kysely<DB>, companyId: string): Promise<void> {
  await sql`select id from companies where id = ${companyId} for update`.execute(trx);
}

/** Which of these users are active users of the company. */
export async function activeUserIds(
  trx: Kysely<DB>,
  companyId: string,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('active', '=', true)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((u) => u.id));
}

export interface TemplateValues {
  key: string;
  name: string;
  nameKey: DepartmentNameKey | null;
  headUserId: string | null;
  checklist: { key: string; label: string }[];
}

/** Replaces the company's list with these, in order. */
export async function replaceTemplateRows(
  trx: Kysely<DB>,
  companyId: string,
  departments: TemplateValues[],
): Promise<void> {
  await trx.deleteFrom('exit_department_templates').where('company_id', '=', companyId).execute();
  await trx
    .insertInto('exit_department_templates')
    .values(
      departments.map((d, position) => ({
        company_id: companyId,
        key: d.key,
        name: d.name,
        name_key: d.nameKey,
        position,
        head_user_id: d.headUserId,
        checklist: JSON.stringify(d.checklist),
      })),
    )
    .execute();
}
