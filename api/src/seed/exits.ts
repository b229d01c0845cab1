/**
 * Demo Corp's employee exits (issue 19): its departments with their heads (IT:
 * it-head@demo.test, Finance: finance-head@demo.test, HR: hr@demo.test, Administration: the
 * administrator), and an exit in every stage, made through the same functions as the API,
 * so the assets' states, holders and activity follow: started, partly signed (and overdue),
 * every department signed awaiting the authority, and completed with its certificate and
 * interview (the started one's employee signs in as leaver@demo.test); and one joiner's onboarding with stock reserved for next week.
 */
import { sql, type Kysely } from 'kysely';
import type { CompanyModule } from '@itam/shared/contracts';
import type { DB } from '../db/schema';
import type { ChecklistEntry } from '../db/schema-exits';
import type { ExitActor } from '../modules/exits/access';
import { DEFAULT_DEPARTMENTS } from '../modules/exits/default-departments';
import { startExit } from '../modules/exits/exit-start.service';
import { recordItem } from '../modules/exits/item-recovery.service';
import { DEFAULT_ONBOARDING_CHECKLIST } from '../modules/exits/onboarding.service';
import { authoritySign, signDepartment } from '../modules/exits/signoff.service';
import { rasterizeSvg } from '../modules/organisation/tag-labels.service';
import type { CompanyRefs } from './generator';

const DAY_MS = 86_400_000;
const dayOffset = (days: number): string =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A drawn signature, as the authority's pad would send it. */
const SIGNATURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100"><path d="M10 70 C 40 10, 60 10, 70 60 S 110 90, 130 40 S 170 20, 180 60 S 230 80, 290 30" fill="none" stroke="#1a237e" stroke-width="4" stroke-linecap="round"/></svg>`;

/** The seeded user whose employee record has the exit in progress. */
export const LEAVER_EMAIL = 'leaver@demo.test';

const checklistOf = (key: string): ChecklistEntry[] =>
  DEFAULT_DEPARTMENTS.find((d) => d.key === key)?.checklist ?? [];

type Heads = Record<'it' | 'finance' | 'hr' | 'administration', string>;

/** What every stage of the seeded exits needs: the company, its heads and their actors. */
interface ExitSeed {
  db: Kysely<DB>;
  companyId: string;
  heads: Heads;
  actor: (id: string, isAdmin?: boolean) => ExitActor;
  hr: ExitActor;
  admin: ExitActor;
}

async function departmentHeads(db: Kysely<DB>, companyId: string): Promise<Heads> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('company_id', '=', companyId)
    .execute();
  const userId = (email: string) => users.find((u) => u.email === email)!.id;
  return {
    it: userId('it-head@demo.test'),
    finance: userId('finance-head@demo.test'),
    hr: userId('hr@demo.test'),
    administration: userId('admin@demo.test'),
  };
}

async function insertTemplates(db: Kysely<DB>, companyId: string, heads: Heads): Promise<void> {
  await db
    .insertInto('exit_department_templates')
    .values(
      (['it', 'finance', 'hr', 'administration'] as const).map((key, position) => ({
        company_id: companyId,
        key,
        name: DEFAULT_DEPARTMENTS.find((d) => d.key === key)!.name,
        name_key: key,
        position,
        head_user_id: heads[key],
        checklist: JSON.stringify(checklistOf(key)),
      })),
    )
    .execute();
}

/**
 * Four leavers, those holding the fewest assets (at least one), and a successor: none of
 * them a signed-in user (the service desk's demo keeps its requester's laptop). The full
 * demo hands every employee a dozen or more, so no bound on the count.
 */
async function leavers(db: Kysely<DB>, companyId: string) {
  const holders = await sql<{ employee_id: string }>`select a.employee_id from assets a
    join employees e on e.company_id = a.company_id and e.id = a.employee_id
    where a.company_id = ${companyId} and a.state = 'ASSIGNED'
      and not exists (select 1 from users u where u.company_id = e.company_id
        and lower(u.email) = lower(e.email))
    group by a.employee_id order by count(*), a.employee_id limit 5`.execute(db);
  return holders.rows.map((r) => r.employee_id);
}

const begin = (seed: ExitSeed, employeeId: string, days: number, reason: string) =>
  startExit(seed.db, seed.hr, { employeeId, lastWorkingDay: dayOffset(days), reason });

const itemsOf = (seed: ExitSeed, exitId: string) =>
  seed.db
    .selectFrom('exit_items')
    .select('id')
    .where('company_id', '=', seed.companyId)
    .where('exit_id', '=', exitId)
    .orderBy('id')
    .execute();

async function signAll(seed: ExitSeed, exitId: string): Promise<void> {
  for (const key of ['it', 'finance', 'hr'] as const)
    await signDepartment(seed.db, seed.actor(seed.heads[key]), exitId, key, null);
  await signDepartment(seed.db, seed.admin, exitId, 'administration', 'ID card returned');
}

/**
 * 1. Started: nothing recovered or signed yet. Its employee signs in as leaver@demo.test
 * (the user takes the employee's name) and answers their own interview.
 */
async function startedExit(seed: ExitSeed, employeeId: string): Promise<void> {
  const { db, companyId } = seed;
  await begin(seed, employeeId, 20, 'Higher studies');
  const leaver = await db
    .updateTable('employees')
    .set({ email: LEAVER_EMAIL })
    .where('company_id', '=', companyId)
    .where('id', '=', employeeId)
    .returning('name')
    .executeTakeFirstOrThrow();
  const [firstName, ...rest] = leaver.name.split(' ');
  await db
    .updateTable('users')
    .set({ first_name: firstName ?? leaver.name, last_name: rest.join(' ') })
    .where('company_id', '=', companyId)
    .where('email', '=', LEAVER_EMAIL)
    .execute();
}

/** 2. Partly signed, a day before the last working day: overdue. */
async function partlySignedExit(seed: ExitSeed, employeeId: string): Promise<void> {
  const partlyId = await begin(seed, employeeId, 1, 'Relocating to another city');
  const [firstItem] = await itemsOf(seed, partlyId);
  if (firstItem)
    await recordItem(seed.db, seed.actor(seed.heads.it), partlyId, firstItem.id, {
      outcome: 'returned',
      condition: 'good',
      dataWiped: true,
      tag: null,
      note: null,
    });
  await signDepartment(seed.db, seed.actor(seed.heads.finance), partlyId, 'finance', 'No dues');
}

/** 3. Every department signed: the authority's turn. */
async function clearedExit(seed: ExitSeed, employeeId: string, successor?: string) {
  const clearedId = await begin(seed, employeeId, -3, 'Joined another company');
  for (const [i, item] of (await itemsOf(seed, clearedId)).entries())
    await recordItem(
      seed.db,
      seed.actor(seed.heads.it),
      clearedId,
      item.id,
      i === 0 || !successor
        ? { outcome: 'returned', condition: 'fair', dataWiped: true, tag: null, note: null }
        : { outcome: 'transferred', successorId: successor, note: null },
    );
  await signAll(seed, clearedId);
}

/**
 * 4. Completed: a damaged item charged (an incident where incident management is on), the
 * interview answered, the authority signed and the certificate stored.
 */
async function completedExit(seed: ExitSeed, employeeId: string): Promise<void> {
  const completedId = await begin(seed, employeeId, -10, 'Contract ended');
  for (const [i, item] of (await itemsOf(seed, completedId)).entries())
    await recordItem(
      seed.db,
      seed.actor(seed.heads.it),
      completedId,
      item.id,
      i === 0
        ? { outcome: 'damaged', chargeAmount: 4500, note: 'Cracked screen' }
        : { outcome: 'returned', condition: 'good', dataWiped: true, tag: null, note: null },
    );
  await signAll(seed, completedId);
  await seed.db
    .insertInto('exit_interviews')
    .values({
      exit_id: completedId,
      company_id: seed.companyId,
      answers: JSON.stringify({
        reasonForLeaving: 'The contract ended',
        rating: 4,
        wouldRecommend: true,
        wouldReturn: true,
        comments: 'Good team, slow laptop refresh',
      }),
    })
    .execute();
  const png = rasterizeSvg(new TextEncoder().encode(SIGNATURE_SVG), 100);
  await authoritySign(seed.db, seed.admin, completedId, {
    name: 'Priya Nair',
    signature: Buffer.from(png).toString('base64'),
  });
}

/** One joiner with two in-stock assets reserved for next week. */
async function seedJoiner(seed: ExitSeed, refs: CompanyRefs, taken: (string | undefined)[]) {
  const { db, companyId } = seed;
  const joiner = refs.employees.find((e) => !taken.includes(e.id));
  const stock = await db
    .selectFrom('assets')
    .select('id')
    .where('company_id', '=', companyId)
    .where('state', '=', 'IN_INVENTORY')
    .orderBy('id')
    .limit(2)
    .execute();
  if (!joiner || stock.length < 2) return;
  const onboarding = await db
    .insertInto('onboardings')
    .values({
      company_id: companyId,
      employee_id: joiner.id,
      joining_date: dayOffset(7),
      checklist: JSON.stringify(DEFAULT_ONBOARDING_CHECKLIST),
      created_by: seed.heads.hr,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('onboarding_assets')
    .values(
      stock.map((a) => ({ onboarding_id: onboarding.id, company_id: companyId, asset_id: a.id })),
    )
    .execute();
}

export async function seedExits(
  db: Kysely<DB>,
  refs: CompanyRefs,
  modules: readonly CompanyModule[],
): Promise<void> {
  const companyId = refs.id;
  const heads = await departmentHeads(db, companyId);
  await insertTemplates(db, companyId, heads);
  const actor = (id: string, isAdmin = false): ExitActor => ({
    companyId,
    userId: id,
    isAdmin,
    modules,
  });
  const seed: ExitSeed = {
    db,
    companyId,
    heads,
    actor,
    hr: actor(heads.hr),
    admin: actor(heads.administration, true),
  };
  const [started, partly, cleared, completed, successor] = await leavers(db, companyId);
  if (!started || !partly || !cleared || !completed) return; // A demo too small to hold them.
  await startedExit(seed, started);
  await partlySignedExit(seed, partly);
  await clearedExit(seed, cleared, successor);
  await completedExit(seed, completed);
  await seedJoiner(seed, refs, [started, partly, cleared, completed, successor]);
}
