/**
 * Demo data: Demo Corp (every module, live subscription, 2,000 assets by
 * default), Other Ltd, and one small company per licence situation.
 */
import { sql, type Kysely } from 'kysely';
import { allPolicies, type Policies } from '@itam/shared/contracts';
import { hashPassword } from '../auth/passwords';
import { migrate, withMigrationLock } from '../db/migrate';
import type { DB } from '../db/schema';
import {
  companySpecs,
  DEFAULT_SIZES,
  DEMO_PASSWORD,
  type CompanySpec,
  type SeedRole,
  type SeedSizes,
} from './companies';
import {
  ASSET_KINDS,
  DEPARTMENTS,
  FIRST_NAMES,
  LAST_NAMES,
  VENDORS,
  between,
  createRng,
  pick,
  type Rng,
} from './data';
import { generateAssets, type CompanyRefs } from './generator';
import { seedAssetHistory } from './history';
import { seedIncidents } from './incidents';
import { seedVendors } from './vendors';
import { seedExits } from './exits';
import { seedAuditSessions } from './audit-sessions';
import { seedShop } from './shop';
import { seedAgents } from './agents';
import { seedOrganisation } from './organisation';
import { AGENT_POLICIES, STAFF_POLICIES } from '../modules/incidents/access';
import { DEPARTMENT_HEAD_POLICIES, HR_POLICIES } from '../modules/exits/access';

export { DEMO_PASSWORD, DEFAULT_SIZES, type SeedSizes };

const VIEWER_POLICIES: Policies = { on_asset: { asset: ['view'] } };
const DAY_MS = 86_400_000;
const dayOffset = (days: number): string =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function insertCompany(db: Kysely<DB>, spec: CompanySpec): Promise<string> {
  const row = await db
    .insertInto('companies')
    .values({
      name: spec.name,
      logo: spec.logo,
      modules: spec.modules,
      license_not_required: spec.licenseNotRequired,
      subscription_start: spec.subscription ? dayOffset(spec.subscription.startDays) : null,
      subscription_end: spec.subscription ? dayOffset(spec.subscription.endDays) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The service desk's and employee exits' roles, seeded where a seeded user holds them. */
const HELD_ROLES: readonly { name: SeedRole; level: string; policies: Policies }[] = [
  { name: 'IT agent', level: 'agent', policies: AGENT_POLICIES },
  { name: 'Staff', level: 'staff', policies: STAFF_POLICIES },
  { name: 'Department head', level: 'head', policies: DEPARTMENT_HEAD_POLICIES },
  { name: 'HR', level: 'hr', policies: HR_POLICIES },
];

/** Admin and Viewer in every company, the other roles where a seeded user holds them. */
function rolesOf(companyId: string, spec: CompanySpec) {
  const role = (name: string, level: string, policies: Policies) => ({
    company_id: companyId,
    role_name: name,
    access_level: level,
    policies: JSON.stringify(policies),
  });
  return [
    role('Admin', 'admin', allPolicies()),
    role('Viewer', 'viewer', VIEWER_POLICIES),
    ...HELD_ROLES.filter((r) => spec.users.some((u) => u.role === r.name)).map((r) =>
      role(r.name, r.level, r.policies),
    ),
  ];
}

async function insertPeople(
  db: Kysely<DB>,
  companyId: string,
  spec: CompanySpec,
  passwordHashes: string[],
) {
  const roles = await db
    .insertInto('roles')
    .values(rolesOf(companyId, spec))
    .returning(['id', 'role_name'])
    .execute();
  const roleId = (name: string) => roles.find((r) => r.role_name === name)!.id;
  await db
    .insertInto('users')
    .values(
      spec.users.map((u, i) => ({
        company_id: companyId,
        first_name: u.firstName,
        last_name: u.lastName,
        email: u.email,
        password_hash: passwordHashes[i]!,
        role_id: roleId(u.role),
      })),
    )
    .execute();
}

async function insertBranchesAndEmployees(
  db: Kysely<DB>,
  companyId: string,
  spec: CompanySpec,
  rng: Rng,
) {
  const branches = await db
    .insertInto('branches')
    .values(
      spec.branches.map((b) => ({
        company_id: companyId,
        branch_id: b.branchId,
        name: b.name,
        city: b.city,
        address: b.address,
      })),
    )
    .returning('id')
    .execute();
  const branchIds = branches.map((b) => b.id);
  const departments = await db
    .insertInto('departments')
    .values(DEPARTMENTS.map((name) => ({ company_id: companyId, name })))
    .returning(['id', 'name'])
    .execute();
  const departmentId = new Map(departments.map((d) => [d.name, d.id]));
  const domain = `${spec.name.toLowerCase().replace(/[^a-z]+/g, '')}.test`;
  const employees = await db
    .insertInto('employees')
    .values(
      Array.from({ length: spec.employees }, (_, i) => {
        const first = FIRST_NAMES[(i * 7) % FIRST_NAMES.length]!;
        const last = LAST_NAMES[(i * 3 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length]!;
        return {
          company_id: companyId,
          code: `${spec.tagPrefix}-EMP-${String(i + 1).padStart(4, '0')}`,
          name: `${first} ${last}`,
          email: `${first}.${last}${i + 1}@${domain}`.toLowerCase(),
          department_id: departmentId.get(pick(rng, DEPARTMENTS)) ?? null,
          branch_id: branchIds[i % branchIds.length] ?? null,
        };
      }),
    )
    .returning(['id', 'branch_id'])
    .execute();
  return { branchIds, employees: employees.map((e) => ({ id: e.id, branchId: e.branch_id })) };
}

async function insertCatalogue(db: Kysely<DB>, companyId: string, spec: CompanySpec, rng: Rng) {
  const types = await db
    .insertInto('asset_types')
    .values(ASSET_KINDS.map((k) => ({ company_id: companyId, name: k.type })))
    .returning(['id', 'name'])
    .execute();
  const orders = await db
    .insertInto('purchase_orders')
    .values(
      Array.from({ length: spec.purchaseOrders }, (_, i) => {
        const date = dayOffset(-between(rng, 20, 4 * 365));
        return {
          company_id: companyId,
          invoice_id: `INV-${date.slice(0, 4)}-${spec.tagPrefix}${String(i + 1).padStart(4, '0')}`,
          vendor: pick(rng, VENDORS),
          invoice_date: date,
          amount: 0,
        };
      }),
    )
    .returning(['id', 'vendor', 'invoice_date'])
    .execute();
  return {
    types: new Map(types.map((t) => [t.name, t.id])),
    purchaseOrders: orders.map((o) => ({ id: o.id, vendor: o.vendor, date: o.invoice_date! })),
  };
}

/** Invoice totals follow from the assets bought on them. */
async function totalInvoices(db: Kysely<DB>, companyId: string): Promise<void> {
  await sql`update purchase_orders po
    set amount = coalesce((select sum(a.price) from assets a where a.invoice_id = po.id), 0)
    where po.company_id = ${companyId}`.execute(db);
}

async function seedCompany(
  db: Kysely<DB>,
  spec: CompanySpec,
  passwordHashes: string[],
  rng: Rng,
): Promise<CompanyRefs> {
  const id = await insertCompany(db, spec);
  await insertPeople(db, id, spec, passwordHashes);
  const people = await insertBranchesAndEmployees(db, id, spec, rng);
  const catalogue = await insertCatalogue(db, id, spec, rng);
  const refs: CompanyRefs = { id, tagPrefix: spec.tagPrefix, ...people, ...catalogue };
  await generateAssets(db, refs, spec.assets, rng);
  await seedAssetHistory(db, refs);
  await seedOrganisation(db, refs, { demo: spec.key === 'demo' });
  if (spec.key === 'demo') await seedIncidents(db, refs);
  if (spec.key === 'demo') await seedVendors(db, id);
  if (spec.key === 'demo') await seedExits(db, refs, spec.modules);
  if (spec.key === 'demo') await seedAuditSessions(db, refs);
  if (spec.key === 'demo') await seedShop(db, refs);
  if (spec.key === 'demo') await seedAgents(db, refs);
  await totalInvoices(db, id);
  return refs;
}

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  return !(await db.selectFrom('companies').select('id').limit(1).executeTakeFirst());
}

/** Seeds every demo company in one transaction: all of it or nothing. */
export async function seedDemo(db: Kysely<DB>, sizes: Partial<SeedSizes> = {}): Promise<void> {
  const specs = companySpecs({ ...DEFAULT_SIZES, ...sizes });
  const hashes = await Promise.all(
    specs.map((s) => Promise.all(s.users.map(() => hashPassword(DEMO_PASSWORD)))),
  );
  const rng = createRng(20240521);
  await db.transaction().execute(async (trx) => {
    for (const [i, spec] of specs.entries()) await seedCompany(trx, spec, hashes[i]!, rng);
  });
  await sql`analyze`.execute(db);
}

export async function seedIfEmpty(
  db: Kysely<DB>,
  sizes: Partial<SeedSizes> = {},
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDemo(db, sizes);
  return true;
}

/**
 * A server's start on its database: the pending migrations, then the demo data into an empty
 * database when `seed` says so (true: the default sizes), as one step under the migration
 * lock, so servers starting together on one empty database seed it once (issue 33).
 */
export async function migrateAndSeed(
  db: Kysely<DB>,
  seed: boolean | Partial<SeedSizes>,
): Promise<{ applied: string[]; seeded: boolean }> {
  return withMigrationLock(db, async (conn) => {
    const applied = await migrate(conn);
    const seeded = seed ? await seedIfEmpty(conn, seed === true ? {} : seed) : false;
    return { applied, seeded };
  });
}
