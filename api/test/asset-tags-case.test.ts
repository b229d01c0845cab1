/**
 * Asset tags ignore case (issue 31): a label's tag typed or scanned in lower case finds its
 * asset in the scanner, in an audit session and through a tag link, as the asset search
 * does; and two assets of a company never carry tags that differ only by case (409 naming
 * the tag; a tag rule skips a tag an asset has already).
 */
import crypto from 'node:crypto';
import { assetBody, assetWorld, createAsset, type AssetWorld } from './asset-fixtures';
import { expectErrorBody } from './helpers';

let world: AssetWorld;
const run = crypto.randomBytes(3).toString('hex').toUpperCase();
const TAG = `CASE-${run}-001`;
let assetId: string;
let branchId: string;

beforeAll(async () => {
  world = await assetWorld();
  branchId = (
    await world.env.database.db
      .insertInto('branches')
      .values({ company_id: world.demo.companyId, branch_id: `B-${run}`, name: `Case ${run}` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  assetId = (await createAsset(world, { officeId: branchId, tag: TAG, name: 'Case laptop' }))._id;
});
afterAll(() => world.env.close());

const lower = TAG.toLowerCase();

describe('a tag in another case', () => {
  it('is found by the scanner, a tag link and the asset search', async () => {
    for (const code of [lower, `https://assets.example.com/url_redirect?tag=${lower}`]) {
      const res = await world.admin.get(`/scanner/resolve?code=${encodeURIComponent(code)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().asset).toMatchObject({ _id: assetId, tag: TAG });
    }
    const link = await world.admin.get(`/company/tags/resolve?tag=${encodeURIComponent(lower)}`);
    expect(link.statusCode).toBe(200);
    expect(link.json().asset).toMatchObject({ _id: assetId, tag: TAG });
    const search = await world.admin.get(`/assets/get-assets?search=${encodeURIComponent(lower)}`);
    expect(search.json().assets.map((a: { _id: string }) => a._id)).toContain(assetId);
  });

  it('counts as the expected asset found in an audit session', async () => {
    const started = await world.admin.post('/audit-sessions', { branchId });
    expect(started.statusCode).toBe(201);
    const session = started.json().session as { _id: string };
    const res = await world.admin.post(`/audit-sessions/${session._id}/scans`, {
      scans: [
        { clientScanId: `${run}-1`, code: lower, scannedAt: new Date().toISOString() },
        { clientScanId: `${run}-2`, code: `nobody-${run}`, scannedAt: new Date().toISOString() },
        { clientScanId: `${run}-3`, code: `NOBODY-${run}`, scannedAt: new Date().toISOString() },
      ],
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results as { result: string; asset: { _id: string } | null }[];
    expect(results.map((r) => r.result)).toEqual(['found', 'unknown', 'unknown']);
    expect(results[0]!.asset?._id).toBe(assetId);
    const detail = (await world.admin.get(`/audit-sessions/${session._id}`)).json().session;
    expect(detail.counts).toMatchObject({ found: 1, missing: 0, unknown: 1 });
    expect(detail.unknown).toHaveLength(1);
  });
});

describe('tag uniqueness ignoring case', () => {
  it('refuses a second asset whose tag differs only by case (409 naming tag)', async () => {
    for (const tag of [TAG, lower, `Case-${run}-001`]) {
      const res = await world.admin.post('/assets', assetBody(world, { tag }));
      expect(expectErrorBody(res, 409).issues?.[0]?.field).toBe('tag');
    }
    const other = await createAsset(world, { tag: `CASE-${run}-OTHER` });
    const edit = await world.admin.put(`/assets/${other._id}`, {
      ...assetBody(world, { tag: lower }),
      serialNumber: other.serialNumber,
    });
    expect(expectErrorBody(edit, 409).issues?.[0]?.field).toBe('tag');
  });

  it("lets an asset change the case of its own tag, and another company's tag is no clash", async () => {
    const own = await createAsset(world, { tag: `MINE-${run}` });
    const res = await world.admin.put(`/assets/${own._id}`, {
      ...assetBody(world, { tag: `mine-${run}` }),
      serialNumber: own.serialNumber,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().asset.tag).toBe(`mine-${run}`);
    const theirs = await world.other.post('/assets', {
      name: 'Their laptop',
      tag: lower,
      assetTypeId: world.foreign.typeId,
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('has a tag rule skip a tag some asset carries already, in any case', async () => {
    const rule = await world.admin.post('/company/tag-rules', {
      branchId,
      prefix: `RULE-${run}`,
      nextNumber: 1,
      padding: 3,
    });
    expect(rule.statusCode).toBe(201);
    await createAsset(world, { officeId: branchId, tag: `rule-${run}-001` });
    const next = await createAsset(world, { officeId: branchId });
    expect(next.tag).toBe(`RULE-${run}-002`);
  });
});
