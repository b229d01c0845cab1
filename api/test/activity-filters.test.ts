/**
 * The activity log filtered by who, what and when, with the asset each row is about,
 * and the "who" choices: the caller's company only, 400 naming the field for bad values.
 */
import { sql } from 'kysely';
import type { AssetActivity, PersonRef } from '@itam/shared/contracts';
import { assetWorld, createAsset, type AssetWorld } from './asset-fixtures';
import { expectErrorBody } from './helpers';

let world: AssetWorld;
const db = () => world.env.database.db;
let adminId: string;
let viewerId: string;

beforeAll(async () => {
  world = await assetWorld();
  const users = await db()
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', ['admin@demo.test', 'viewer@demo.test'])
    .execute();
  adminId = users.find((u) => u.email === 'admin@demo.test')!.id;
  viewerId = users.find((u) => u.email === 'viewer@demo.test')!.id;
});
afterAll(() => world.env.close());

const page = async (query: string) => {
  const res = await world.admin.get(`/activity?limit=100&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { activities: AssetActivity[]; total: number };
};

describe('GET /api/activity filters', () => {
  it('names each row’s asset as it is now, and a deleted one as the log last knew it', async () => {
    const asset = await createAsset(world, { name: 'Dell Latitude 5440', tag: 'DC-T-1' });
    await world.admin.post(`/assets/${asset._id}/state`, { state: 'IN_REPAIR' });
    const log = await page(`assetId=${asset._id}`);
    expect(log.activities.map((a) => a.asset)).toEqual([
      { _id: asset._id, name: 'Dell Latitude 5440', tag: 'DC-T-1', deleted: false },
      { _id: asset._id, name: 'Dell Latitude 5440', tag: 'DC-T-1', deleted: false },
    ]);
    expect((await world.admin.del(`/assets/${asset._id}`)).statusCode).toBe(200);
    const after = await page(`assetId=${asset._id}`);
    expect(after.activities[0]!.action).toBe('delete');
    for (const row of after.activities)
      expect(row.asset).toEqual({
        _id: asset._id,
        name: 'Dell Latitude 5440',
        tag: 'DC-T-1',
        deleted: true,
      });
  });

  it('filters by who, what and when, and combines them', async () => {
    const asset = await createAsset(world);
    const viewersBefore = (await page(`actorId=${viewerId}`)).total;
    // The viewer cannot write: give one of the rows to the viewer, dated in 1999 (before any other).
    await world.admin.post(`/assets/${asset._id}/state`, { state: 'IN_REPAIR' });
    await world.admin.post(`/assets/${asset._id}/state`, { state: 'IN_INVENTORY' });
    await sql`update activity_log set actor_user_id = ${viewerId}, at = '1999-03-10T12:00:00Z'
      where id = (select id from activity_log where entity_id = ${asset._id}
        and action = 'state-change' order by at limit 1)`.execute(db());

    const byViewer = await page(`actorId=${viewerId}`);
    expect(byViewer.total).toBe(viewersBefore + 1);
    expect(byViewer.activities.every((a) => a.actor?._id === viewerId)).toBe(true);
    const viewersRow = await page(`actorId=${viewerId}&assetId=${asset._id}`);
    expect(viewersRow.total).toBe(1);
    expect(viewersRow.activities[0]).toMatchObject({
      entityId: asset._id,
      actor: { _id: viewerId },
      after: { state: 'IN_REPAIR' },
    });

    const states = await page(`action=state-change&assetId=${asset._id}`);
    expect(states.activities.map((a) => a.action)).toEqual(['state-change', 'state-change']);
    const two = await page(`action=create,state-change&assetId=${asset._id}`);
    expect(two.total).toBe(3);

    const in1999 = await page('from=1999-01-01T00:00:00%2B05:30&to=2000-01-01T00:00:00%2B05:30');
    expect(in1999.activities.map((a) => a.entityId)).toEqual([asset._id]);
    // `to` is exclusive, `from` inclusive.
    expect((await page('to=1999-03-10T12:00:00Z')).total).toBe(0);
    expect((await page('from=1999-03-10T12:00:00Z&to=1999-03-10T12:00:01Z')).total).toBe(1);

    const mine = await page(
      `actorId=${adminId}&action=state-change&entityType=asset&assetId=${asset._id}`,
    );
    expect(mine.activities.map((a) => a.after)).toEqual([
      expect.objectContaining({ state: 'IN_INVENTORY' }),
    ]);
    const all = await page('');
    expect((await page('entityType=asset')).total).toBe(all.total);
  });

  it('never shows another company’s rows, whatever the filter', async () => {
    const theirs = (await world.other.get('/activity?limit=100')).json();
    expect(theirs.total).toBeGreaterThan(0);
    const theirActor = (theirs.activities as AssetActivity[])[0]!.actor!._id;
    expect((await page(`actorId=${theirActor}`)).total).toBe(0);
    expect((await page(`assetId=${world.foreign.assetId}&action=create`)).total).toBe(0);
    const demoAssets = new Set(
      (
        await db()
          .selectFrom('assets')
          .select('id')
          .where('company_id', '=', world.demo.companyId)
          .execute()
      ).map((a) => a.id),
    );
    for (const row of theirs.activities as AssetActivity[])
      expect(demoAssets.has(row.entityId!)).toBe(false);
  });

  it.each([
    ['actorId=1', 'actorId'],
    ['action=state-change,explode', 'action.1'],
    ['entityType=user', 'entityType'],
    ['from=2024-01-01', 'from'],
    ['to=yesterday', 'to'],
    ['from=2024-02-01T00:00:00Z&to=2024-01-01T00:00:00Z', 'to'],
    ['from=2024-02-01T00:00:00Z&to=2024-02-01T00:00:00Z', 'to'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    for (const url of [`/activity?${query}`, `/assets/${world.foreign.assetId}/activity?${query}`])
      expect(expectErrorBody(await world.admin.get(url), 400).issues?.[0]?.field).toBe(field);
  });
});

describe('GET /api/activity/actors', () => {
  it('lists the company’s users by name, no one else’s', async () => {
    const actors = (await world.admin.get('/activity/actors')).json().actors as PersonRef[];
    expect(actors.map((a) => a._id)).toEqual(expect.arrayContaining([adminId, viewerId]));
    const names = actors.map((a) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const theirs = (await world.other.get('/activity/actors')).json().actors as PersonRef[];
    expect(theirs.map((a) => a._id)).not.toContain(adminId);
    expect(actors.map((a) => a._id)).not.toContain(theirs[0]!._id);
  });

  it('needs the organisation’s activity permission', async () => {
    expectErrorBody(await world.viewer.get('/activity/actors'), 403);
    expectErrorBody(await world.env.app.inject({ url: '/api/activity/actors' }), 401);
  });
});
