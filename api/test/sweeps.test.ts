/**
 * The sweeps the scheduled jobs run (modules/*\/jobs.ts): each removes what can no longer be
 * used and keeps what still can.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { deleteSpentResetLinks } from '../src/modules/auth/password-reset.queries';
import { deleteExpiredSessions } from '../src/modules/auth/sign-in.queries';
import { deleteSettledInvitations } from '../src/modules/organisation/invitations.queries';
import { sweepAbandonedUploads } from '../src/modules/uploads/sweep.service';
import { LocalFileStore } from '../src/platform/file-store';
import { createTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
let db: Kysely<DB>;
let company: { id: string; userId: string; roleId: string; assetId: string };

beforeAll(async () => {
  env = await createTestEnv();
  db = env.database.db;
  const row = await sql<{ id: string; user_id: string; role_id: string; asset_id: string }>`
    select c.id, u.id as user_id, u.role_id, a.id as asset_id
    from companies c join users u on u.company_id = c.id join assets a on a.company_id = c.id
    order by c.created_at, u.created_at limit 1`.execute(db);
  const r = row.rows[0]!;
  company = { id: r.id, userId: r.user_id, roleId: r.role_id, assetId: r.asset_id };
});

afterAll(async () => {
  await env.close();
});

const exists = async (table: 'sessions' | 'invitations' | 'asset_images', id: string) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)} where id = ${id}`.execute(db)
  ).rows[0]!.n === 1;

it('deletes expired sessions and keeps live ones', async () => {
  const [expired, live] = [crypto.randomUUID(), crypto.randomUUID()];
  await db
    .insertInto('sessions')
    .values([
      {
        id: expired,
        company_id: company.id,
        user_id: company.userId,
        expires_at: sql<Date>`now() - interval '1 hour'` as unknown as Date,
      },
      {
        id: live,
        company_id: company.id,
        user_id: company.userId,
        expires_at: sql<Date>`now() + interval '1 hour'` as unknown as Date,
      },
    ])
    .execute();
  expect(await deleteExpiredSessions(db)).toBeGreaterThanOrEqual(1);
  expect(await exists('sessions', expired)).toBe(false);
  expect(await exists('sessions', live)).toBe(true);
});

async function link(
  purpose: 'reset' | 'invitation',
  expires: string,
  settled: Partial<Record<'accepted_at' | 'revoked_at', string>> = {},
) {
  const id = crypto.randomUUID();
  await sql`insert into invitations (id, company_id, purpose, email, first_name, role_id, user_id,
      token_hash, expires_at, accepted_at, revoked_at)
    values (${id}, ${company.id}, ${purpose}, ${`${id}@example.com`}, 'A',
      ${purpose === 'invitation' ? company.roleId : null}, ${purpose === 'reset' ? company.userId : null},
      ${crypto.randomBytes(32).toString('hex')}, now() + ${expires}::interval,
      now() + ${settled.accepted_at ?? null}::interval, now() + ${settled.revoked_at ?? null}::interval)`.execute(
    db,
  );
  return id;
}

it('deletes used and expired reset links and keeps a live one', async () => {
  const used = await link('reset', '20 minutes', { accepted_at: '-1 minute' });
  const expired = await link('reset', '-1 minute');
  const live = await link('reset', '20 minutes');
  expect(await deleteSpentResetLinks(db)).toBe(2);
  expect(await exists('invitations', used)).toBe(false);
  expect(await exists('invitations', expired)).toBe(false);
  expect(await exists('invitations', live)).toBe(true);
});

it('deletes invitations settled over a month ago and keeps recent and live ones', async () => {
  const oldAccepted = await link('invitation', '-25 days', { accepted_at: '-31 days' });
  const oldExpired = await link('invitation', '-31 days');
  const oldRevoked = await link('invitation', '-20 days', { revoked_at: '-32 days' });
  const recentAccepted = await link('invitation', '5 days', { accepted_at: '-2 days' });
  const recentExpired = await link('invitation', '-3 days');
  const live = await link('invitation', '7 days');
  expect(await deleteSettledInvitations(db)).toBe(3);
  for (const id of [oldAccepted, oldExpired, oldRevoked])
    expect(await exists('invitations', id)).toBe(false);
  for (const id of [recentAccepted, recentExpired, live])
    expect(await exists('invitations', id)).toBe(true);
});

it('deletes abandoned pending uploads with their staged files and keeps live and stored ones', async () => {
  const store = new LocalFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'itam-sweep-')));
  const image = async (status: 'pending' | 'stored', age: string) => {
    const id = crypto.randomUUID();
    await sql`insert into asset_images (id, company_id, asset_id, file_name, content_type, size_bytes, status, created_at)
      values (${id}, ${company.id}, ${company.assetId}, 'a.png', 'image/png', 10, ${status}, now() - ${age}::interval)`.execute(
      db,
    );
    const file = store.pathOf(company.id, id);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.0a1b2c.tmp`, 'staged');
    if (status === 'stored') fs.writeFileSync(file, 'stored');
    return { id, file };
  };
  const abandoned = await image('pending', '16 minutes');
  const live = await image('pending', '2 minutes');
  const stored = await image('stored', '2 days');
  expect(await sweepAbandonedUploads(db, store)).toBe(1);
  expect(await exists('asset_images', abandoned.id)).toBe(false);
  expect(fs.existsSync(`${abandoned.file}.0a1b2c.tmp`)).toBe(false);
  expect(await exists('asset_images', live.id)).toBe(true);
  expect(fs.existsSync(`${live.file}.0a1b2c.tmp`)).toBe(true);
  expect(await exists('asset_images', stored.id)).toBe(true);
  expect(fs.existsSync(stored.file)).toBe(true);
  fs.rmSync(store.root, { recursive: true, force: true });
});
