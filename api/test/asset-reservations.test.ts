/**
 * An asset set aside for a joiner (onboarding) or a shop order is held for them: the asset
 * lifecycle refuses to assign it to anyone, move it out of stock or delete it (409
 * ASSET_RESERVED naming what holds it), other reservations refuse it, and only the process
 * that reserved it hands it out. Migration 0023's view is the one source.
 */
import { assetWorld, createAsset, type AssetWorld } from './asset-fixtures';
import { expectErrorBody } from './helpers';

let world: AssetWorld;
beforeAll(async () => {
  world = await assetWorld();
});
afterAll(() => world.env.close());

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function joinerName(id: string) {
  const row = await world.env.database.db
    .selectFrom('employees')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.name;
}

/**
 * Demo employees without an onboarding in progress, in the fixture's order. The seed reserves
 * stock for one joiner, and employee ids are random, so the first employee may be that joiner
 * (who may have one onboarding at a time).
 */
async function freeJoiners() {
  const open = await world.env.database.db
    .selectFrom('onboardings')
    .select('employee_id')
    .where('company_id', '=', world.demo.companyId)
    .where('status', '<>', 'started')
    .execute();
  return world.demo.employees.filter((id) => !open.some((o) => o.employee_id === id));
}

function expectReserved(res: Parameters<typeof expectErrorBody>[0], holder: string) {
  const body = expectErrorBody(res, 409) as ReturnType<typeof expectErrorBody> & { code?: string };
  expect(body.code).toBe('ASSET_RESERVED');
  expect(body.error).toContain(`reserved for ${holder}`);
  return body;
}

describe('a reserved asset', () => {
  it('is held for its joiner until day one, whatever path asks for it', async () => {
    const [joiner, other, second] = (await freeJoiners()) as [string, string, string];
    const holder = await joinerName(joiner);
    const asset = await createAsset(world);
    const spare = await createAsset(world);
    const reserved = await world.admin.post('/onboardings', {
      employeeId: joiner,
      joiningDate: today(),
      assetIds: [asset._id],
    });
    expect(reserved.statusCode).toBe(201);
    const onboardingId = reserved.json().onboarding._id as string;
    const path = `/assets/${asset._id}`;

    // Assigning, to another employee or even to the joiner, is the onboarding's to do.
    for (const employeeId of [other, joiner])
      expectReserved(
        await world.admin.post(`${path}/assign`, { employeeId, date: today() }),
        holder,
      );
    expectReserved(
      await world.admin.post(`${path}/state`, { state: 'IN_REPAIR', date: today() }),
      holder,
    );
    expectReserved(
      await world.admin.post(`${path}/state`, {
        state: 'ASSIGNED',
        date: today(),
        employeeId: other,
      }),
      holder,
    );
    expectReserved(await world.admin.del(path), holder);
    const bulk = await world.admin.post('/assets/bulk', {
      action: 'set-state',
      ids: [asset._id, spare._id],
      state: 'IN_REPAIR',
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({
      updated: 1,
      failed: [{ id: asset._id, error: expect.stringContaining(`reserved for ${holder}`) }],
    });
    const bulkDelete = await world.admin.post('/assets/bulk', {
      action: 'delete',
      ids: [asset._id],
    });
    expect(bulkDelete.json()).toMatchObject({ updated: 0, failed: [{ id: asset._id }] });
    // Another joiner cannot have it too.
    const twice = await world.admin.post('/onboardings', {
      employeeId: second,
      joiningDate: inDays(6),
      assetIds: [asset._id],
    });
    expect(expectReserved(twice, holder).issues?.[0]?.field).toBe('assetIds.0');

    // The hand-out pickers offer what is in stock and reserved for no one.
    const fresh = await createAsset(world);
    const available = (await world.admin.get('/assets/available?limit=50')).json();
    expect(available.type).toBe('success');
    const offered = available.assets.map((a: { _id: string }) => a._id);
    expect(offered).not.toContain(asset._id);
    const found = (
      await world.admin.get(`/assets/available?search=${encodeURIComponent(fresh.name)}`)
    ).json().assets;
    expect(found.map((a: { _id: string }) => a._id)).toContain(fresh._id);
    expect(found[0]).toMatchObject({ assetType: { _id: world.demo.typeId } });
    const theirs = (await world.other.get('/assets/available?limit=50')).json().assets;
    expect(theirs.map((a: { _id: string }) => a._id)).not.toContain(fresh._id);
    for (const query of ['limit=0', 'limit=51', 'assetTypeId=nope'])
      expectErrorBody(await world.admin.get(`/assets/available?${query}`), 400);

    const read = (await world.admin.get(path)).json().asset;
    expect(read).toMatchObject({
      state: 'IN_INVENTORY',
      employee: null,
      reservation: {
        kind: 'onboarding',
        sourceId: onboardingId,
        orderNumber: null,
        employee: { _id: joiner, name: holder },
        joiningDate: today(),
      },
    });
    expect((await world.admin.get(`/assets/${spare._id}`)).json().asset.reservation).toBeNull();

    // Day one hands it to the joiner; then it is an ordinary assigned asset again.
    const started = await world.admin.post(`/onboardings/${onboardingId}/start`, {});
    expect(started.statusCode).toBe(200);
    expect((await world.admin.get(path)).json().asset).toMatchObject({
      state: 'ASSIGNED',
      employee: { _id: joiner },
      reservation: null,
    });
    const unassigned = await world.admin.post(`${path}/unassign`, { date: today() });
    expect(unassigned.statusCode).toBe(200);
    expect(
      (await world.admin.post(`${path}/state`, { state: 'IN_REPAIR', date: today() })).statusCode,
    ).toBe(200);
  });
});

describe('the in-stock list', () => {
  it('leaves reserved assets out of the free ones, and lists them apart with who holds them', async () => {
    const [joiner] = (await freeJoiners()) as [string];
    const holder = await joinerName(joiner);
    const name = `Shelf ${Math.random().toString(36).slice(2, 8)}`;
    const held = await createAsset(world, { name: `${name} held` });
    const free = await createAsset(world, { name: `${name} free` });
    const reserved = await world.admin.post('/onboardings', {
      employeeId: joiner,
      joiningDate: inDays(3),
      assetIds: [held._id],
    });
    expect(reserved.statusCode).toBe(201);
    const onboardingId = reserved.json().onboarding._id as string;

    const list = async (query: string) => {
      const res = await world.admin.get(
        `/assets/get-assets?states=IN_INVENTORY&limit=100&${query}`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json() as { assets: { _id: string }[]; totalAssetsCount: number };
      return { ids: body.assets.map((a) => a._id), total: body.totalAssetsCount };
    };
    const search = `search=${encodeURIComponent(name)}`;
    expect((await list(search)).ids.sort()).toEqual([held._id, free._id].sort());
    expect((await list(`${search}&reserved=false`)).ids).toEqual([free._id]);
    expect((await list(`${search}&reserved=true`)).ids).toEqual([held._id]);
    // The counts: every in-stock asset is either free to hand out or reserved.
    const [all, freeOnes, heldOnes] = await Promise.all([
      list(''),
      list('reserved=false'),
      list('reserved=true'),
    ]);
    expect(heldOnes.total).toBeGreaterThanOrEqual(1);
    expect(freeOnes.total + heldOnes.total).toBe(all.total);

    const apart = (await world.admin.get('/assets/reserved')).json();
    expect(apart.type).toBe('success');
    expect(apart.total).toBe(heldOnes.total);
    expect(apart.assets.find((a: { _id: string }) => a._id === held._id)).toEqual({
      _id: held._id,
      name: `${name} held`,
      tag: held.tag,
      serialNumber: held.serialNumber,
      model: held.model,
      assetType: { _id: world.demo.typeId, name: expect.any(String) },
      reservation: {
        kind: 'onboarding',
        sourceId: onboardingId,
        orderNumber: null,
        employee: { _id: joiner, name: holder },
        joiningDate: inDays(3),
      },
    });
    expect(apart.assets.map((a: { _id: string }) => a._id)).not.toContain(free._id);
    const theirs = (await world.other.get('/assets/reserved')).json();
    expect(theirs.assets.map((a: { _id: string }) => a._id)).not.toContain(held._id);

    for (const [query, field] of [
      ['reserved=maybe', 'reserved'],
      ['limit=0', 'limit'],
    ] as const) {
      const url = query.startsWith('reserved')
        ? `/assets/get-assets?${query}`
        : `/assets/reserved?${query}`;
      expect(expectErrorBody(await world.admin.get(url), 400).issues?.[0]?.field).toBe(field);
    }
  });
});
