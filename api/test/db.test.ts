/** The query layer itself: migrations, the PGlite dialect, triggers and constraints. */
import fc from 'fast-check';
import { sql } from 'kysely';
import { ASSET_STATES } from '@itam/shared/contracts';
import { migrate, readMigrations } from '../src/db/migrate';
import { CUSTOM_PLAN } from '../src/db/prepared-pool';
import { seedDemo } from '../src/seed';
import { appendAssets } from '../src/seed/append';
import { SEEDED_RECEIVED } from '../src/seed/organisation';
import { createTestDatabase, SMALL_SEED, type TestDatabase } from './helpers';

let testDb: TestDatabase;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrate(db());
  await seedDemo(db(), SMALL_SEED);
});
afterAll(() => testDb.drop());

const demoId = async () =>
  (
    await db()
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Demo Corp')
      .executeTakeFirstOrThrow()
  ).id;

describe('migrations', () => {
  it('records every file once and applies nothing on a second run', async () => {
    expect(await migrate(db())).toEqual([]);
    const rows = await db()
      .selectFrom('schema_migrations')
      .select(['version', 'name'])
      .orderBy('version')
      .execute();
    expect(rows.map((r) => r.name)).toEqual(readMigrations().map((m) => m.name));
  });

  it('refuses an applied migration whose file changed', async () => {
    await sql`update schema_migrations set checksum = 'edited' where version = '0001'`.execute(
      db(),
    );
    await expect(migrate(db())).rejects.toThrow(/changed after it was applied/);
    const [file] = readMigrations();
    await sql`update schema_migrations set checksum = ${file!.checksum} where version = '0001'`.execute(
      db(),
    );
  });
});

describe('transactions', () => {
  it('rolls back everything when a transaction fails', async () => {
    const companyId = await demoId();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('asset_types')
            .values({ company_id: companyId, name: 'Rolled Back Type' })
            .execute();
          throw new Error('boom');
        }),
    ).rejects.toThrow('boom');
    const found = await db()
      .selectFrom('asset_types')
      .select('id')
      .where('name', '=', 'Rolled Back Type')
      .execute();
    expect(found).toEqual([]);
  });

  it('keeps concurrent transactions and queries apart', async () => {
    const companyId = await demoId();
    const work = Array.from({ length: 8 }, (_, i) =>
      db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('asset_types')
            .values({ company_id: companyId, name: `Concurrent ${i}` })
            .execute();
          if (i % 2) throw new Error('odd');
        })
        .catch(() => 'failed'),
    );
    const reads = Array.from({ length: 8 }, () => sql`select 1`.execute(db()));
    await Promise.all([...work, ...reads]);
    const names = await db()
      .selectFrom('asset_types')
      .select('name')
      .where('name', 'like', 'Concurrent %')
      .orderBy('name')
      .execute();
    expect(names.map((n) => n.name)).toEqual([
      'Concurrent 0',
      'Concurrent 2',
      'Concurrent 4',
      'Concurrent 6',
    ]);
  });
});

describe('prepared statements', () => {
  // On PGlite values reach prepared statements as SQL literals (EXECUTE takes no
  // bind parameters): whatever the text, it must arrive unchanged.
  const nasty = [
    "'",
    '\\',
    "\\'",
    "''",
    "E'x'",
    '$1',
    "'; drop table assets; --",
    'a\nb\tc',
    '\\x00',
    'ünïcødé 🚀',
    '',
  ];

  it('pass any text through unchanged', async () => {
    const echo = (value: string) =>
      sql<{ v: string }>`select ${value}::text as v, ${1}::int as n`.execute(db());
    for (const value of nasty) expect((await echo(value)).rows[0]!.v).toBe(value);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 60 }), async (value) => {
        expect((await echo(value)).rows[0]!.v).toBe(value);
      }),
      { numRuns: 150 },
    );
  });

  it('pass numbers, booleans and nulls through unchanged', async () => {
    const row = await sql<{
      a: number;
      b: boolean;
      c: null;
      d: number;
    }>`select ${-12.75}::float8 as a, ${true}::boolean as b,
      ${null}::text as c, ${2 ** 40}::int8 as d`.execute(db());
    expect(row.rows[0]).toEqual({ a: -12.75, b: true, c: null, d: 2 ** 40 });
  });

  it('pass arrays cast to an array type through unchanged, and prepare them', async () => {
    const echo = (texts: (string | null)[], numbers: number[]) =>
      sql<{ t: (string | null)[]; n: number[] }>`select ${texts}::text[] as t,
        ${numbers}::int[] as n`.execute(db());
    const texts = [...nasty, null, 'NULL', '{a,b}', '"', ' padded '];
    expect((await echo(texts, [1, -2, 0])).rows[0]).toMatchObject({ t: texts, n: [1, -2, 0] });
    expect((await echo([], [])).rows[0]).toMatchObject({ t: [], n: [] });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 20 }), { maxLength: 6 }),
        async (values) => {
          expect((await echo(values, [])).rows[0]!.t).toEqual(values);
        },
      ),
      { numRuns: 60 },
    );
    if (testDb.database.kind === 'pglite') {
      // PGlite's one connection: the statement was prepared (EXECUTE), not planned per call.
      const prepared = await sql<{ n: number }>`select count(*)::int as n
        from pg_prepared_statements where statement like '%::text[] as t%'`.execute(db());
      expect(prepared.rows[0]!.n).toBe(1);
    }
  });
});

describe('plans on PostgreSQL', () => {
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres(
    'plans marked statements for their values, then returns the connection to generic plans',
    async () => {
      const mode = sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`;
      await db()
        .transaction()
        .execute(async (trx) => {
          const custom = await sql<{
            mode: string;
          }>`${sql.raw(CUSTOM_PLAN)} select current_setting('plan_cache_mode') as mode`.execute(
            trx,
          );
          expect(custom.rows[0]!.mode).toBe('force_custom_plan');
          expect((await mode.execute(trx)).rows[0]!.mode).toBe('force_generic_plan');
        });
      // The failing statement must fail (an expect inside a swallowed transaction could not).
      const outcome = await db()
        .transaction()
        .execute((trx) =>
          sql`${sql.raw(CUSTOM_PLAN)} select 1 / ${0}::int`.execute(trx).then(
            () => 'answered',
            () => 'refused',
          ),
        )
        .catch(() => 'refused');
      expect(outcome).toBe('refused');
      for (let i = 0; i < 6; i++)
        expect((await mode.execute(db())).rows[0]!.mode).toBe('force_generic_plan');
    },
  );
});

describe('schema rules', () => {
  it('accepts every asset state of the contract and nothing else', async () => {
    const companyId = await demoId();
    for (const state of ASSET_STATES) {
      await db()
        .insertInto('assets')
        .values({ company_id: companyId, name: `State ${state}`, state })
        .execute();
    }
    await expect(
      db()
        .insertInto('assets')
        .values({ company_id: companyId, name: 'Bad', state: 'BROKEN' as never })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('keeps emails unique regardless of case', async () => {
    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    await expect(
      db()
        .insertInto('users')
        .values({ ...user, id: undefined, created_at: undefined, email: 'ADMIN@demo.test' })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('keeps serial numbers unique per company', async () => {
    const companyId = await demoId();
    const asset = await db()
      .selectFrom('assets')
      .select('serial_number')
      .where('company_id', '=', companyId)
      .where('serial_number', 'is not', null)
      .executeTakeFirstOrThrow();
    await expect(
      db()
        .insertInto('assets')
        .values({
          company_id: companyId,
          name: 'Dup',
          state: 'IN_INVENTORY',
          serial_number: asset.serial_number,
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('refreshes the search text when an employee is renamed', async () => {
    const assigned = await db()
      .selectFrom('assets')
      .select(['id', 'employee_id'])
      .where('employee_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('employees')
      .set({ name: 'Zephyrine Quartermaine' })
      .where('id', '=', assigned.employee_id!)
      .execute();
    const row = await db()
      .selectFrom('assets')
      .select('search_text')
      .where('id', '=', assigned.id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toContain('zephyrine quartermaine');
  });
});

describe('asset_counts', () => {
  const mismatches = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from (
        select company_id, state, count(*) as n from assets group by 1, 2
      ) real full join asset_counts c using (company_id, state)
      where coalesce(real.n, 0) <> coalesce(c.n, 0)`.execute(db())
    ).rows[0]!.n;

  it('stay exact through inserts, updates, deletes and rollbacks', async () => {
    const companyId = await demoId();
    expect(await mismatches()).toBe(0);
    await sql`update assets set state = 'LOST' where company_id = ${companyId} and state = 'IN_REPAIR'`.execute(
      db(),
    );
    await sql`update assets set name = name || ' ' where company_id = ${companyId} and state = 'LOST'`.execute(
      db(),
    );
    await sql`delete from assets where id in (select id from assets where company_id = ${companyId} and state = 'RETIRED' limit 3)`.execute(
      db(),
    );
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`delete from assets where company_id = ${companyId} and state = 'ASSIGNED'`.execute(
          trx,
        );
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(await mismatches()).toBe(0);
    const assigned = await db()
      .selectFrom('asset_counts')
      .select('n')
      .where('company_id', '=', companyId)
      .where('state', '=', 'ASSIGNED')
      .executeTakeFirstOrThrow();
    expect(assigned.n).toBeGreaterThan(0);
  });
});

describe('seed generator', () => {
  it('appends assets after the highest tag with unique serials', async () => {
    const companyId = await demoId();
    const before = await db()
      .selectFrom('assets')
      .select(sql<number>`count(*)`.as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    await appendAssets(db(), 'Demo Corp', 1500);
    const after = await db()
      .selectFrom('assets')
      .select(sql<number>`count(*)`.as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(after.n - before.n).toBe(1500);
    const last = await db()
      .selectFrom('assets')
      .select('tag')
      .where('company_id', '=', companyId)
      .where('tag', 'is not', null)
      .orderBy('tag', 'desc')
      .executeTakeFirstOrThrow();
    // After the generated assets and those the seeded purchase orders received.
    const tagged = SMALL_SEED.demoAssets + SEEDED_RECEIVED + 1500;
    expect(last.tag).toBe(`DC-${String(tagged).padStart(6, '0')}`);
  });
});
