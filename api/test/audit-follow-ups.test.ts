/**
 * Resolving the follow-ups a closed audit raised for its missing assets (issue 21): found
 * later (audit create) or written off as lost (also asset edit: the asset's state becomes
 * LOST through the lifecycle, with its state-change activity); once only (409 after);
 * another company's follow-up is 404; a write-off the lifecycle refuses leaves the
 * follow-up open; the session and its report show who resolved it and how.
 */
import crypto from 'node:crypto';
import { activityOf, assetWorld, createAsset, forceState, type AssetWorld } from './asset-fixtures';
import { expectErrorBody } from './helpers';
import { userWith } from './org-fixtures';
import type { Client } from './asset-fixtures';

let world: AssetWorld;
let auditor: Client; // audit view and create, no asset edit
const db = () => world.env.database.db;
const run = crypto.randomBytes(3).toString('hex').toUpperCase();

let sessionId: string;
const assets = {} as Record<'found' | 'gone' | 'later' | 'disposed', string>;
let followUps: Record<string, string>; // asset id -> follow-up id

interface FollowUp {
  _id: string;
  asset: { _id: string; state: string };
  status: string;
  resolution: string | null;
  resolvedAt: string | null;
  resolvedBy: { name: string } | null;
}

const url = (followUpId: string, session = sessionId) =>
  `/audit-sessions/${session}/follow-ups/${followUpId}/resolve`;

beforeAll(async () => {
  world = await assetWorld();
  auditor = (await userWith(world, { on_asset: { audit: ['view', 'create'] } })).client;
  const hall = (
    await db()
      .insertInto('branches')
      .values({ company_id: world.demo.companyId, branch_id: `FU-${run}`, name: `Hall ${run}` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const key of ['found', 'gone', 'later', 'disposed'] as const)
    assets[key] = (
      await createAsset(world, { officeId: hall, name: `Laptop ${key}`, tag: `FU-${run}-${key}` })
    )._id;
  const started = await world.admin.post('/audit-sessions', { branchId: hall });
  sessionId = started.json().session._id;
  await world.admin.post(`/audit-sessions/${sessionId}/scans`, {
    scans: [{ clientScanId: 'd-1', code: `FU-${run}-found`, scannedAt: new Date().toISOString() }],
  });
  const closed = (await world.admin.post(`/audit-sessions/${sessionId}/close`, {})).json().session;
  followUps = Object.fromEntries((closed.followUps as FollowUp[]).map((f) => [f.asset._id, f._id]));
  await forceState(world, assets.disposed, 'DISPOSED');
});
afterAll(() => world.env.close());

const followUpOf = async (assetId: string): Promise<FollowUp> => {
  const session = (await world.admin.get(`/audit-sessions/${sessionId}`)).json().session;
  return (session.followUps as FollowUp[]).find((f) => f.asset._id === assetId)!;
};

describe("a closed audit's follow-ups", () => {
  it('lists each missing asset open, with its id', async () => {
    expect(Object.keys(followUps).sort()).toEqual(
      [assets.gone, assets.later, assets.disposed].sort(),
    );
    expect(await followUpOf(assets.gone)).toMatchObject({
      status: 'open',
      resolution: null,
      resolvedAt: null,
      resolvedBy: null,
    });
  });

  it('refuses a write-off without asset edit, and anyone without audit create', async () => {
    const res = await auditor.post(url(followUps[assets.gone]!), { resolution: 'lost' });
    expect(expectErrorBody(res, 403).issues?.[0]?.field).toBe('resolution');
    expectErrorBody(
      await world.viewer.post(url(followUps[assets.gone]!), { resolution: 'found' }),
      403,
    );
    expect((await followUpOf(assets.gone)).status).toBe('open');
  });

  it('resolves as found later, by an auditor, changing no asset', async () => {
    const res = await auditor.post(url(followUps[assets.later]!), { resolution: 'found' });
    expect(res.statusCode).toBe(200);
    const f = (res.json().session.followUps as FollowUp[]).find(
      (x) => x.asset._id === assets.later,
    )!;
    expect(f).toMatchObject({
      status: 'resolved',
      resolution: 'found',
      asset: { state: 'IN_INVENTORY' },
    });
    expect(f.resolvedBy?.name).toBe('Custom');
    expect(Date.now() - Date.parse(f.resolvedAt!)).toBeLessThan(60_000);
  });

  it('writes the asset off as lost through the lifecycle, with its activity', async () => {
    const res = await world.admin.post(url(followUps[assets.gone]!), { resolution: 'lost' });
    expect(res.statusCode).toBe(200);
    const f = await followUpOf(assets.gone);
    expect(f).toMatchObject({ status: 'resolved', resolution: 'lost', asset: { state: 'LOST' } });
    const last = (await activityOf(world, assets.gone)).at(-1)!;
    expect(last.action).toBe('state-change');
    expect(last.before).toMatchObject({ state: 'IN_INVENTORY' });
    expect(last.after).toMatchObject({ state: 'LOST' });
    expect(String((last.after as { note: string }).note)).toContain(`Hall ${run}`);
  });

  it('answers 409 the second time, whichever way', async () => {
    for (const resolution of ['found', 'lost'])
      expectErrorBody(await world.admin.post(url(followUps[assets.gone]!), { resolution }), 409);
    expectErrorBody(
      await world.admin.post(url(followUps[assets.later]!), { resolution: 'lost' }),
      409,
    );
  });

  it('leaves the follow-up open when the lifecycle refuses the write-off', async () => {
    const res = await world.admin.post(url(followUps[assets.disposed]!), { resolution: 'lost' });
    expectErrorBody(res, 409);
    expect(await followUpOf(assets.disposed)).toMatchObject({ status: 'open', resolution: null });
  });

  it('refuses bad input naming the field', async () => {
    const id = followUps[assets.disposed]!;
    const cases: [string, unknown, string][] = [
      [url(id), {}, 'resolution'],
      [url(id), { resolution: 'stolen' }, 'resolution'],
      [url('nope'), { resolution: 'found' }, 'followUpId'],
      [url(id, 'nope'), { resolution: 'found' }, 'id'],
    ];
    for (const [path, body, field] of cases)
      expect(expectErrorBody(await world.admin.post(path, body), 400).issues?.[0]?.field).toBe(
        field,
      );
    expectErrorBody(await world.admin.post(url(crypto.randomUUID()), { resolution: 'found' }), 404);
  });

  it("is 404 for another company's follow-up, either way round", async () => {
    const other = world.foreign;
    const companyId = (
      await db()
        .selectFrom('branches')
        .select('company_id')
        .where('id', '=', other.branchId)
        .executeTakeFirstOrThrow()
    ).company_id;
    const theirSession = (
      await db()
        .insertInto('audit_sessions')
        .values({ company_id: companyId, branch_id: other.branchId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const theirs = (
      await db()
        .insertInto('audit_follow_ups')
        .values({ company_id: companyId, session_id: theirSession, asset_id: other.assetId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const body = { resolution: 'found' };
    expectErrorBody(await world.admin.post(url(theirs, theirSession), body), 404);
    expectErrorBody(await world.admin.post(url(theirs), body), 404);
    expectErrorBody(await world.other.post(url(followUps[assets.disposed]!), body), 404);
    // Other Ltd resolves its own.
    expect((await world.other.post(url(theirs, theirSession), body)).statusCode).toBe(200);
  });

  it('shows in the report how each was resolved', async () => {
    const csv = (await world.admin.get(`/audit-sessions/${sessionId}/report?format=csv`)).body;
    const line = (key: keyof typeof assets) =>
      csv.split('\r\n').find((l) => l.includes(`FU-${run}-${key}`))!;
    expect(line('gone')).toMatch(/written off as lost$/);
    expect(line('later')).toMatch(/found later$/);
    expect(line('disposed')).toMatch(/,open$/);
    const pdf = await world.admin.get(`/audit-sessions/${sessionId}/report`);
    expect(pdf.statusCode).toBe(200);
  });
});
