/** Every asset route: another company's asset is 404, a viewer cannot write (403), no token is 401. */
import { expectErrorBody } from './helpers';
import { assetBody, assetWorld, createAsset, type AssetWorld, type Client } from './asset-fixtures';

let world: AssetWorld;
let foreignCommentId: string;
let foreignBefore: unknown;
/** Everything Other Ltd can see of its asset. */
const foreignView = async () =>
  Promise.all(
    ['', '/activity', '/audits', '/comments', '/assignments', '/depreciation', '/images'].map(
      async (tab) => (await world.other.get(`/assets/${world.foreign.assetId}${tab}`)).json(),
    ),
  );
beforeAll(async () => {
  world = await assetWorld();
  const comment = await world.other.post(`/assets/${world.foreign.assetId}/comments`, {
    text: 'Other Ltd only',
  });
  foreignCommentId = comment.json().comment._id;
  foreignBefore = await foreignView();
});
afterAll(() => world.env.close());

type Method = 'get' | 'post' | 'put' | 'del';
interface Route {
  method: Method;
  path: (id: string) => string;
  body?: () => unknown;
}

const idRoutes = (): Route[] => [
  { method: 'get', path: (id) => `/assets/${id}` },
  { method: 'put', path: (id) => `/assets/${id}`, body: () => assetBody(world) },
  { method: 'del', path: (id) => `/assets/${id}` },
  { method: 'post', path: (id) => `/assets/${id}/state`, body: () => ({ state: 'LOST' }) },
  {
    method: 'post',
    path: (id) => `/assets/${id}/assign`,
    body: () => ({ employeeId: world.demo.employees[0], date: '2025-01-01' }),
  },
  { method: 'post', path: (id) => `/assets/${id}/unassign`, body: () => ({ date: '2025-01-01' }) },
  { method: 'get', path: (id) => `/assets/${id}/assignments` },
  {
    method: 'post',
    path: (id) => `/assets/${id}/dispose`,
    body: () => ({ date: '2025-01-01', method: 'recycled', certificateNumber: 'C-1' }),
  },
  { method: 'get', path: (id) => `/assets/${id}/activity` },
  { method: 'get', path: (id) => `/assets/${id}/audits` },
  {
    method: 'post',
    path: (id) => `/assets/${id}/audits`,
    body: () => ({ date: '2025-01-01', auditorName: 'A', condition: 'good' }),
  },
  { method: 'get', path: (id) => `/assets/${id}/depreciation` },
  {
    method: 'post',
    path: (id) => `/assets/${id}/depreciation`,
    body: () => ({
      method: 'straight-line',
      usefulLifeYears: 3,
      salvageValue: 0,
      startDate: '2024-01-01',
    }),
  },
  {
    method: 'post',
    path: (id) => `/assets/${id}/images/upload-url`,
    body: () => ({ fileName: 'a.png', contentType: 'image/png', size: 10 }),
  },
  { method: 'get', path: (id) => `/assets/${id}/images` },
  { method: 'get', path: (id) => `/assets/${id}/comments` },
  { method: 'post', path: (id) => `/assets/${id}/comments`, body: () => ({ text: 'hello' }) },
  {
    method: 'put',
    path: (id) => `/assets/${id}/comments/${foreignCommentId}`,
    body: () => ({ text: 'changed' }),
  },
];

const writes = (): Route[] => [
  { method: 'post', path: () => '/assets', body: () => assetBody(world) },
  {
    method: 'post',
    path: () => '/assets/bulk',
    body: () => ({ action: 'set-state', ids: [world.foreign.assetId], state: 'LOST' }),
  },
  {
    method: 'post',
    path: () => '/assets/bulk',
    body: () => ({ action: 'delete', ids: [world.foreign.assetId] }),
  },
  ...idRoutes().filter((r) => r.method !== 'get'),
];

const call = (api: Client, route: Route, id: string) =>
  route.method === 'get' || route.method === 'del'
    ? api[route.method](route.path(id))
    : api[route.method](route.path(id), route.body?.());

const label = (route: Route) => `${route.method.toUpperCase()} ${route.path(':id')}`;

describe('another company’s asset', () => {
  it.each(idRoutes().map((r) => [label(r), r] as const))(
    '%s answers 404 and changes nothing',
    async (_label, route) => {
      expectErrorBody(await call(world.admin, route, world.foreign.assetId), 404);
    },
  );

  it('is untouched after all of that', async () => {
    const after = await foreignView();
    expect(after).toEqual(foreignBefore);
    // The seed may give the foreign asset comments of its own; ours must still be there, unchanged.
    expect((after[3] as { comments: { text: string }[] }).comments.map((c) => c.text)).toContain(
      'Other Ltd only',
    );
  });
});

describe('the viewer (asset view only)', () => {
  it.each(writes().map((r) => [label(r), r] as const))('%s answers 403', async (_label, route) => {
    const asset = await createAsset(world);
    expect(expectErrorBody(await call(world.viewer, route, asset._id), 403).error).toMatch(
      /permission/,
    );
  });

  it('can read the asset and the list but not the guarded tabs', async () => {
    const asset = await createAsset(world);
    expect((await world.viewer.get(`/assets/${asset._id}`)).statusCode).toBe(200);
    expect((await world.viewer.get(`/assets/${asset._id}/assignments`)).statusCode).toBe(200);
    for (const tab of ['activity', 'audits', 'depreciation', 'images', 'comments']) {
      expectErrorBody(await world.viewer.get(`/assets/${asset._id}/${tab}`), 403);
    }
    expectErrorBody(await world.viewer.get('/activity'), 403);
  });
});

describe('without a token', () => {
  it.each([...idRoutes(), ...writes()].map((r) => [label(r), r] as const))(
    '%s answers 401',
    async (_label, route) => {
      const method =
        route.method === 'del' ? 'DELETE' : (route.method.toUpperCase() as 'GET' | 'POST' | 'PUT');
      const res = await world.env.app.inject({
        method,
        url: `/api${route.path(world.foreign.assetId)}`,
        ...(route.body ? { payload: route.body() as object } : {}),
      });
      expectErrorBody(res, 401);
    },
  );
});

describe('malformed ids', () => {
  it.each(idRoutes().map((r) => [label(r), r] as const))(
    '%s answers 400 naming id',
    async (_label, route) => {
      const res = await call(world.admin, route, 'not-a-uuid');
      expect(expectErrorBody(res, 400).issues?.map((i) => i.field)).toContain('id');
    },
  );
});
