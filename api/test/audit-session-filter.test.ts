/**
 * Starting an audit session with a filter (issue 21): the expected list is the branch's
 * register narrowed by asset type and by state (DISPOSED and LOST only when the filter
 * names them), and GET /audit-sessions/expected-count answers how many a start with the
 * same branch and filter would expect, validated as the start is (another company's branch
 * or type is 400 naming the field; a viewer is 403).
 */
import crypto from 'node:crypto';
import { assetWorld, createAsset, forceState, type AssetWorld } from './asset-fixtures';
import { expectErrorBody } from './helpers';

let world: AssetWorld;
const db = () => world.env.database.db;
const run = crypto.randomBytes(3).toString('hex').toUpperCase();

let hall: string;
let monitors: string; // a second asset type of Demo Corp
const ids = {} as Record<'L1' | 'L2' | 'M1' | 'D1' | 'X1', string>;

beforeAll(async () => {
  world = await assetWorld();
  hall = (
    await db()
      .insertInto('branches')
      .values({ company_id: world.demo.companyId, branch_id: `F-${run}`, name: `Hall ${run}` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  monitors = (
    await db()
      .insertInto('asset_types')
      .values({ company_id: world.demo.companyId, name: `Monitor ${run}` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const laptop = { officeId: hall, assetTypeId: world.demo.typeId };
  ids.L1 = (await createAsset(world, { ...laptop, name: 'Laptop L1', tag: `F-${run}-L1` }))._id;
  ids.L2 = (await createAsset(world, { ...laptop, name: 'Laptop L2', tag: `F-${run}-L2` }))._id;
  ids.D1 = (await createAsset(world, { ...laptop, name: 'Laptop D1', tag: `F-${run}-D1` }))._id;
  ids.M1 = (
    await createAsset(world, {
      officeId: hall,
      assetTypeId: monitors,
      name: 'Monitor M1',
      tag: `F-${run}-M1`,
    })
  )._id;
  // Another branch's laptop: never expected here.
  ids.X1 = (await createAsset(world, { name: 'Laptop X1', tag: `F-${run}-X1` }))._id;
  await forceState(world, ids.L2, 'IN_REPAIR');
  await forceState(world, ids.D1, 'DISPOSED');
});
afterAll(() => world.env.close());

type Filter = { assetTypeIds?: string[]; states?: string[] };

async function expectedOf(filter: Filter): Promise<string[]> {
  const res = await world.admin.post('/audit-sessions', { branchId: hall, filter });
  expect(res.statusCode).toBe(201);
  const session = res.json().session;
  expect(session.filter).toEqual(filter);
  return (session.expected as { asset: { _id: string } }[]).map((e) => e.asset._id).sort();
}

const countUrl = (filter: Filter, branchId = hall) => {
  const query = new URLSearchParams({ branchId });
  if (filter.assetTypeIds) query.set('assetTypeIds', filter.assetTypeIds.join(','));
  if (filter.states) query.set('states', filter.states.join(','));
  return `/audit-sessions/expected-count?${query}`;
};

const sorted = (...keys: (keyof typeof ids)[]) => keys.map((k) => ids[k]).sort();

describe('the filter of a new audit session', () => {
  const cases: [string, Filter, (keyof typeof ids)[]][] = [
    ['no filter: the branch, but disposed and lost', {}, ['L1', 'L2', 'M1']],
    ['a type', { assetTypeIds: ['laptops'] }, ['L1', 'L2']],
    ['a state', { states: ['IN_REPAIR'] }, ['L2']],
    ['a type and a state', { assetTypeIds: ['monitors'], states: ['IN_INVENTORY'] }, ['M1']],
    ['a state not expected by default', { states: ['DISPOSED'] }, ['D1']],
    ['two states', { states: ['IN_INVENTORY', 'IN_REPAIR'] }, ['L1', 'L2', 'M1']],
  ];
  // The type ids exist only once beforeAll ran: the cases name them ('laptops', 'monitors').
  const resolve = (filter: Filter): Filter => ({
    ...filter,
    ...(filter.assetTypeIds && {
      assetTypeIds: filter.assetTypeIds.map((t) =>
        t === 'monitors' ? monitors : world.demo.typeId,
      ),
    }),
  });

  it.each(cases)('narrows the expected list and its count: %s', async (_name, raw, keys) => {
    const filter = resolve(raw);
    expect(await expectedOf(filter)).toEqual(sorted(...keys));
    const count = await world.admin.get(countUrl(filter));
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ type: 'success', expected: keys.length });
  });

  it('refuses a bad count query naming the field, like a start', async () => {
    const cases: [string, string][] = [
      ['/audit-sessions/expected-count', 'branchId'],
      [countUrl({}, world.foreign.branchId), 'branchId'],
      [countUrl({ states: ['FLYING'] }), 'states.0'],
      [countUrl({ assetTypeIds: ['nope'] }), 'assetTypeIds.0'],
      [countUrl({ assetTypeIds: [monitors, world.foreign.typeId] }), 'filter.assetTypeIds.1'],
    ];
    for (const [url, field] of cases)
      expect(expectErrorBody(await world.admin.get(url), 400).issues?.[0]?.field).toBe(field);
  });

  it("is 403 to a viewer and counts another company's own branch only for it", async () => {
    expectErrorBody(await world.viewer.get(countUrl({})), 403);
    const theirs = await world.other.get(countUrl({}, world.foreign.branchId));
    expect(theirs.statusCode).toBe(200);
    expectErrorBody(await world.other.get(countUrl({})), 400);
  });
});
