/**
 * The company's list of exit departments (exit_department_templates): read by whoever reads
 * exits, replaced whole by those who start them (`on_exit exit create`, administrators have
 * it). A new exit copies the list into its own tasks when it starts (exits.ts
 * `departmentsFor`), so a change reaches only exits started afterwards. No rows: the default
 * five (DEFAULT_DEPARTMENTS). A department under a default's name carries its `nameKey` (the
 * browser translates the name by it); renaming one makes the name the company's own.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { isAllowed } from '@itam/shared/contracts';
import { authOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type { DepartmentNameKey } from '../../db/schema-exits';
import { parseInput } from '../../platform/input';
import { EXIT_PERMISSIONS as P } from '../../services/exits/access';
import { DEFAULT_DEPARTMENTS } from './exits';
import { badField, exitAccess, exitActorOf } from './helpers';
import { departmentTemplatesSchema, type DepartmentTemplatesInput } from './schemas';

/** The users an editor may pick as a department's signer: the company's active users. */
const SIGNERS_LIMIT = 500;

async function templatesOf(db: Kysely<DB>, companyId: string) {
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
  return rows.rows.map((r) => ({
    key: r.key,
    name: r.name,
    nameKey: r.name_key,
    headUserId: r.head_user_id,
    head: r.head_user_id ? { _id: r.head_user_id, name: r.head_name ?? '' } : null,
    checklist: r.checklist.map((c) => ({ key: c.key, label: c.label })),
  }));
}

const defaults = () =>
  DEFAULT_DEPARTMENTS.map((d) => ({
    key: d.key,
    name: d.name,
    nameKey: d.key as DepartmentNameKey | null,
    headUserId: null,
    head: null,
    checklist: d.checklist.map((c) => ({ key: c.key, label: c.label })),
  }));

async function answer(db: Kysely<DB>, companyId: string, canEdit: boolean) {
  const own = await templatesOf(db, companyId);
  const signers = canEdit
    ? await db
        .selectFrom('users')
        .select(['id', 'email', sql<string>`trim(first_name || ' ' || last_name)`.as('name')])
        .where('company_id', '=', companyId)
        .where('active', '=', true)
        .orderBy(sql`lower(first_name)`)
        .orderBy(sql`lower(last_name)`)
        .orderBy('id')
        .limit(SIGNERS_LIMIT)
        .execute()
    : [];
  return {
    type: 'success',
    departments: own.length ? own : defaults(),
    isDefault: own.length === 0,
    defaults: defaults(),
    canEdit,
    signers: signers.map((u) => ({ _id: u.id, name: u.name, email: u.email })),
  };
}

type DepartmentInput = DepartmentTemplatesInput['departments'][number];

/**
 * The default whose name `d` carries: the one it says, or (said nothing) the one it had
 * while its name is unchanged; none once its name is not that default's.
 */
function nameKeyOf(
  d: DepartmentInput,
  earlier: readonly { key: string; name: string; nameKey: DepartmentNameKey | null }[],
): DepartmentNameKey | null {
  const before = earlier.find((e) => e.key === d.key);
  const nameKey =
    d.nameKey !== undefined ? d.nameKey : before?.name === d.name ? before.nameKey : null;
  const named = DEFAULT_DEPARTMENTS.find((x) => x.key === nameKey);
  return named && named.name === d.name ? named.key : null;
}

/** Replaces the company's list in the caller's transaction (400 naming a signer not of its users). */
async function replaceTemplates(
  trx: Kysely<DB>,
  companyId: string,
  input: DepartmentTemplatesInput,
): Promise<void> {
  // One editor at a time: the company row serialises concurrent replacements.
  await sql`select id from companies where id = ${companyId} for update`.execute(trx);
  const saved = await templatesOf(trx, companyId);
  const earlier = saved.length ? saved : defaults();
  const heads = [
    ...new Set(input.departments.flatMap((d) => (d.headUserId ? [d.headUserId] : []))),
  ];
  const active = heads.length
    ? await trx
        .selectFrom('users')
        .select('id')
        .where('company_id', '=', companyId)
        .where('active', '=', true)
        .where('id', 'in', heads)
        .execute()
    : [];
  input.departments.forEach((d, i) => {
    if (d.headUserId && !active.some((u) => u.id === d.headUserId))
      throw badField(`departments.${i}.headUserId`, 'Choose an active user of the company');
  });
  await trx.deleteFrom('exit_department_templates').where('company_id', '=', companyId).execute();
  await trx
    .insertInto('exit_department_templates')
    .values(
      input.departments.map((d, position) => ({
        company_id: companyId,
        key: d.key,
        name: d.name,
        name_key: nameKeyOf(d, earlier),
        position,
        head_user_id: d.headUserId,
        checklist: JSON.stringify(d.checklist),
      })),
    )
    .execute();
}

export function registerExitDepartmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readers = [P.view, P.start, P.responses, P.signDepartment, P.signAuthority] as const;

  app.get('/api/exits/departments', exitAccess(...readers), async (request) => {
    const { companyId } = exitActorOf(request);
    return answer(ctx.db, companyId, isAllowed(authOf(request).policies, P.start));
  });

  app.put('/api/exits/departments', exitAccess(P.start), async (request) => {
    const { companyId } = exitActorOf(request);
    const input = parseInput(departmentTemplatesSchema, request.body, 'body');
    await ctx.db.transaction().execute((trx) => replaceTemplates(trx, companyId, input));
    return answer(ctx.db, companyId, true);
  });
}
