/**
 * Migration 0028 (issue 31): where two assets of a company share a tag, in any case, the
 * oldest keeps it and each later one gets it with " (2)", " (3)"... and an activity row;
 * then a tag names one asset of its company, ignoring case.
 */
import { sql } from 'kysely';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed';
import { createTestDatabase, SMALL_SEED, type TestDatabase } from './helpers';

let testDb: TestDatabase;
const db = () => testDb.database.db;

beforeAll(async () => {
  // Today's schema and demo data, then 0028 undone (its index gone, its row forgotten), so
  // the register can hold clashing tags and the next migrate runs 0028 alone. Seeding an
  // older schema instead would break on any later column the seed writes.
  testDb = await createTestDatabase();
  await migrate(db());
  await seedDemo(db(), SMALL_SEED);
  await sql`drop index assets_company_tag_key`.execute(db());
  await sql`create index assets_company_tag_idx on assets (company_id, tag)`.execute(db());
  await db().deleteFrom('schema_migrations').where('version', '=', '0028').execute();
});
afterAll(async () => {
  await testDb.drop();
});

it('keeps a shared tag on the oldest asset, numbers the later ones, and makes tags unique', async () => {
  const company = await db()
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Corp')
    .executeTakeFirstOrThrow();
  const assets = await db()
    .selectFrom('assets')
    .select(['id', 'tag'])
    .where('company_id', '=', company.id)
    .orderBy('created_at')
    .orderBy('id')
    .limit(3)
    .execute();
  const [oldest, second, third] = assets as [
    (typeof assets)[0],
    (typeof assets)[0],
    (typeof assets)[0],
  ];
  const tag = oldest.tag!;
  await db()
    .updateTable('assets')
    .set({ tag: tag.toLowerCase() })
    .where('id', '=', second.id)
    .execute();
  await db().updateTable('assets').set({ tag }).where('id', '=', third.id).execute();

  await migrate(db());
  const tags = await db()
    .selectFrom('assets')
    .select(['id', 'tag'])
    .where('id', 'in', [oldest.id, second.id, third.id])
    .execute();
  const tagOf = new Map(tags.map((t) => [t.id, t.tag]));
  expect([tagOf.get(oldest.id), tagOf.get(second.id), tagOf.get(third.id)]).toEqual([
    tag,
    `${tag.toLowerCase()} (2)`,
    `${tag} (3)`,
  ]);
  const logged = await db()
    .selectFrom('activity_log')
    .select(['entity_id', 'before', 'after'])
    .where('entity_type', '=', 'asset')
    .where('entity_id', 'in', [second.id, third.id])
    .where('action', '=', 'update')
    .execute();
  expect(logged).toHaveLength(2);
  expect(logged.find((l) => l.entity_id === third.id)).toMatchObject({
    before: { tag },
    after: { tag: `${tag} (3)` },
  });
  await expect(
    sql`update assets set tag = ${tag.toUpperCase() === tag ? tag.toLowerCase() : tag.toUpperCase()}
      where id = ${second.id}`.execute(db()),
  ).rejects.toThrow(/assets_company_tag_key/);
});
