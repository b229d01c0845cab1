/**
 * "My assets": a user whose role has no asset view reads only the assets assigned to their
 * own employee record (the list, whatever it asks for, and one asset of theirs; someone
 * else's is 404), and still changes nothing; a role with asset view keeps the whole register.
 */
import { createAsset, forceState } from './asset-fixtures';
import { expectErrorBody } from './helpers';
import { shopWorld, type ShopWorld } from './shop-fixtures';

let world: ShopWorld;
const db = () => world.env.database.db;

beforeAll(async () => {
  world = await shopWorld();
});
afterAll(() => world.env.close());

/** The ids of Demo Corp's assets assigned to the employee, from the database. */
async function assetsOf(employeeId: string): Promise<string[]> {
  const rows = await db()
    .selectFrom('assets')
    .select('id')
    .where('company_id', '=', world.demo.companyId)
    .where('employee_id', '=', employeeId)
    .execute();
  return rows.map((r) => r.id).sort();
}

const ids = (body: { assets: { _id: string }[] }) => body.assets.map((a) => a._id).sort();

describe('a role without asset view', () => {
  it('lists only the assets assigned to the caller, whatever the query names', async () => {
    const mine = await assetsOf(world.employeeId);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    const other = world.demo.employees.find((id) => id !== world.employeeId)!;

    for (const query of ['', `employeeId=${other}`, 'sortBy=name&sortOrder=asc', 'search=a']) {
      const res = await world.employee.get(`/assets/get-assets?limit=100&${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      for (const asset of body.assets) expect(asset.employee?._id).toBe(world.employeeId);
      if (!query.startsWith('search')) {
        expect(ids(body)).toEqual(mine);
        expect(body.totalAssetsCount).toBe(mine.length);
      }
    }
    // Bad input is still 400 naming the field.
    const bad = await world.employee.get('/assets/get-assets?limit=0');
    expect(expectErrorBody(bad, 400).issues?.[0]?.field).toBe('limit');
  });

  it('reads one asset of theirs, and someone else’s is 404', async () => {
    const [own] = await assetsOf(world.employeeId);
    const res = await world.employee.get(`/assets/${own}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().asset).toMatchObject({ _id: own, employee: { _id: world.employeeId } });
    // The register's comments are IT's notes: not without comment view.
    expect(res.json().asset.comments).toEqual([]);

    const theirs = await db()
      .selectFrom('assets')
      .select('id')
      .where('company_id', '=', world.demo.companyId)
      .where((eb) =>
        eb.or([eb('employee_id', 'is', null), eb('employee_id', '<>', world.employeeId)]),
      )
      .executeTakeFirstOrThrow();
    expectErrorBody(await world.employee.get(`/assets/${theirs.id}`), 404);
    expectErrorBody(await world.employee.get(`/assets/${world.foreign.assetId}`), 404);
    // Reading is all: no change, no other tab of the register.
    expectErrorBody(await world.employee.del(`/assets/${own}`), 403);
    expectErrorBody(await world.employee.put(`/assets/${own}`, {}), 403);
    expectErrorBody(await world.employee.get(`/assets/${own}/assignments`), 403);
    expectErrorBody(await world.employee.get('/assets/available'), 403);
  });

  it('sees an asset once it is handed to them, and no longer once it is taken back', async () => {
    const asset = await createAsset(world, { name: 'Handed over' });
    const listed = async () =>
      ids((await world.employee.get('/assets/get-assets?limit=100')).json());
    expect(await listed()).not.toContain(asset._id);
    await forceState(world, asset._id, 'ASSIGNED', world.employeeId);
    expect(await listed()).toContain(asset._id);
    await forceState(world, asset._id, 'IN_INVENTORY');
    expect(await listed()).not.toContain(asset._id);
    expectErrorBody(await world.employee.get(`/assets/${asset._id}`), 404);
  });

  it('lists nothing for a user without an employee record', async () => {
    const record = await db()
      .selectFrom('employees')
      .select('email')
      .where('id', '=', world.employeeId)
      .executeTakeFirstOrThrow();
    const rename = (email: string | null) =>
      db().updateTable('employees').set({ email }).where('id', '=', world.employeeId).execute();
    await rename('someone-else@demo.test');
    try {
      const body = (await world.employee.get('/assets/get-assets')).json();
      expect(body).toMatchObject({ type: 'success', assets: [], totalAssetsCount: 0 });
      const [own] = await assetsOf(world.employeeId);
      expectErrorBody(await world.employee.get(`/assets/${own}`), 404);
    } finally {
      await rename(record.email);
    }
  });
});

describe('a role with asset view', () => {
  it('keeps the whole register', async () => {
    const { n } = await db()
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', world.demo.companyId)
      .executeTakeFirstOrThrow();
    const body = (await world.viewer.get('/assets/get-assets')).json();
    expect(body.totalAssetsCount).toBe(Number(n));
    const other = world.demo.employees.find((id) => id !== world.employeeId)!;
    const theirs = (await world.viewer.get(`/assets/get-assets?employeeId=${other}`)).json();
    expect(ids(theirs)).toEqual(await assetsOf(other));
  });
});
