/**
 * The service desk of Demo Corp (issue 17): the staff member's laptop (employee@demo.test
 * holds one), the request catalogue, survey questions, and tickets across every status with
 * their history as it would have happened (tickets.ts). Its own rng (the other demo data
 * stays exactly as it was).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { createRng } from './data';
import type { CompanyRefs } from './generator';
import { REQUEST_TYPES } from './ticket-texts';
import { seedTickets } from './tickets';

export const DEMO_TICKETS = 300;

/** The staff member's employee row, and a laptop moved to them (its open assignment with it). */
async function giveLaptop(
  db: Kysely<DB>,
  refs: CompanyRefs,
  email: string,
  name: string,
): Promise<string> {
  // In the first employee's department, reporting to them, like the other seeded employees.
  const first = await db
    .selectFrom('employees')
    .select(['id', 'department_id'])
    .where('company_id', '=', refs.id)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  const employee = await db
    .insertInto('employees')
    .values({
      company_id: refs.id,
      code: `${refs.tagPrefix}-EMP-9001`,
      name,
      email,
      branch_id: refs.branchIds[0] ?? null,
      department_id: first.department_id,
      manager_id: first.id,
      joining_date: '2022-06-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const laptop = await db
    .selectFrom('assets')
    .select('id')
    .where('company_id', '=', refs.id)
    .where('asset_type_id', '=', refs.types.get('Laptop')!)
    .where('state', '=', 'ASSIGNED')
    .orderBy('tag')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('assets')
    .set({ employee_id: employee.id })
    .where('company_id', '=', refs.id)
    .where('id', '=', laptop.id)
    .execute();
  await db
    .updateTable('asset_assignments')
    .set({ employee_id: employee.id })
    .where('company_id', '=', refs.id)
    .where('asset_id', '=', laptop.id)
    .where('returned_on', 'is', null)
    .execute();
  return laptop.id;
}

/** The request catalogue and the survey's questions. */
async function insertCatalogue(db: Kysely<DB>, companyId: string) {
  const types = await db
    .insertInto('ticket_request_types')
    .values(
      REQUEST_TYPES.map((t, position) => ({
        company_id: companyId,
        key: t.key,
        name: t.name,
        description: t.description,
        fields: JSON.stringify(t.fields),
        position,
      })),
    )
    .returning(['id', 'key'])
    .execute();
  await db
    .insertInto('survey_questions')
    .values([
      {
        company_id: companyId,
        position: 0,
        text: 'How quickly was your issue handled?',
        kind: 'rating',
      },
      { company_id: companyId, position: 1, text: 'What could we do better?', kind: 'text' },
    ])
    .execute();
  return types;
}

/** Demo Corp's desk: catalogue, survey questions, the staff member's laptop and 300 tickets. */
export async function seedIncidents(db: Kysely<DB>, refs: CompanyRefs): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('company_id', '=', refs.id)
    .execute();
  const user = (email: string) => users.find((u) => u.email === email);
  const agent = user('agent@demo.test');
  const employee = user('employee@demo.test');
  if (!agent || !employee) return;
  const laptopId = await giveLaptop(
    db,
    refs,
    employee.email,
    `${employee.first_name} ${employee.last_name}`,
  );
  const types = await insertCatalogue(db, refs.id);
  const assets = await db
    .selectFrom('assets as a')
    .innerJoin('asset_types as t', 't.id', 'a.asset_type_id')
    .select(['a.id', 't.name as type'])
    .where('a.company_id', '=', refs.id)
    .orderBy('a.tag')
    .execute();
  const admin = user('admin@demo.test');
  const viewer = user('viewer@demo.test');
  await seedTickets(
    db,
    {
      companyId: refs.id,
      requesterIds: [
        employee.id,
        employee.id,
        ...(viewer ? [viewer.id] : []),
        ...(admin ? [admin.id] : []),
      ],
      agentIds: [agent.id, ...(admin ? [admin.id] : [])],
      assets,
      requestTypes: types,
      employee: { userId: employee.id, laptopId },
    },
    { count: DEMO_TICKETS, rng: createRng(17017) },
  );
}
