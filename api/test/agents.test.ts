/**
 * The diagnostics agent's server side (issue 22): enrolment with a one-time token (a used,
 * wrong or expired one is refused); reports (schema-validated: malformed 400 naming the
 * field, oversized 413; only the computer's own URL, 403 for another's; a revoked token 401)
 * matched to their asset by serial, hardware UUID or MAC, updating it with activity, or
 * queued for review, where an admin links them or creates the asset; computers with health
 * and the report sections by view; diagnostic jobs from request to result; thresholds;
 * the download; and one company never reaching another's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import {
  activityOf,
  assetWorld,
  createAsset as createAssetDetail,
  type AssetWorld,
} from './asset-fixtures';
import { enrolAgent, enrolmentToken, reportBody, type EnrolledAgent } from './agent-fixtures';
import { expectErrorBody, freshAddress } from './helpers';
import { userWith } from './org-fixtures';

const agentFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'itam-agent-')), 'itam-agent.js');
// Big enough to be compressed on the way (the server compresses from 1 KB).
const AGENT_TEXT = `#!/usr/bin/env node\nconsole.log("agent");\n${'// padding\n'.repeat(500)}`;
fs.writeFileSync(agentFile, AGENT_TEXT);

let world: AssetWorld;
const db = () => world.env.database.db;
const createAsset = async (
  w: AssetWorld,
  overrides: Parameters<typeof createAssetDetail>[1] = {},
) => (await createAssetDetail(w, overrides))._id;
const assetOf = async (id: string) => (await world.admin.get(`/assets/${id}`)).json().asset;

beforeAll(async () => {
  world = await assetWorld({ agentFile });
});
afterAll(() => world.env.close());

const enrol = (payload: unknown, remoteAddress = freshAddress()) =>
  world.env.app.inject({
    method: 'POST',
    url: '/api/agent/enrol',
    payload: payload as object,
    remoteAddress,
  });

describe('seed', () => {
  it('gives Demo Corp 60 computers linked to assets with a week of reports, reviews and jobs', async () => {
    const companyId = world.demo.companyId;
    const linked = await db()
      .selectFrom('agent_computers')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('company_id', '=', companyId)
      .where('asset_id', 'is not', null)
      .where('hostname', 'not like', 'host-%')
      .executeTakeFirstOrThrow();
    const inUse = await db()
      .selectFrom('assets')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('company_id', '=', companyId)
      .where('state', '<>', 'DISPOSED')
      .executeTakeFirstOrThrow();
    // 60, or every asset in use on a smaller seed (this suite's).
    expect(linked.n).toBe(Math.min(60, inUse.n));
    const days = await sql<{ n: number }>`select min(c)::int as n from (
        select count(distinct date_trunc('day', r.received_at)) as c from agent_reports r
        join agent_computers k on k.id = r.computer_id
        where k.company_id = ${companyId} and k.hostname not like 'host-%'
        group by r.computer_id) x`.execute(db());
    expect(days.rows[0]!.n).toBeGreaterThanOrEqual(7);
    const health = (await world.admin.get('/agent-computers?limit=1')).json().byHealth;
    expect(health.good).toBeGreaterThan(0);
    expect(health.warning).toBeGreaterThan(0);
    expect(health.critical).toBeGreaterThan(0);
    const states = await db()
      .selectFrom('agent_jobs')
      .select('status')
      .distinct()
      .where('company_id', '=', companyId)
      .execute();
    expect(states.map((s) => s.status).sort()).toEqual(
      expect.arrayContaining(['failed', 'queued', 'running', 'succeeded']),
    );
    // Other Ltd has none of it.
    expect((await world.other.get('/agent-computers')).json().byHealth).toEqual(
      expect.objectContaining({ good: expect.any(Number) }),
    );
  });
});

describe('enrolment', () => {
  it('enrols once with a token from download_agent, and refuses it used, wrong or expired', async () => {
    const token = await enrolmentToken(world.admin);
    const first = await enrol({ token, hostname: 'desk-1' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      type: 'success',
      computerId: expect.any(String),
      agentToken: expect.stringMatching(/^[\w-]{43}$/),
      reportIntervalSeconds: 3600,
      pollIntervalSeconds: 60,
    });
    // Only hashes are stored.
    const stored = await db()
      .selectFrom('agent_computers')
      .select('token_hash')
      .where('id', '=', first.json().computerId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(first.json().agentToken);
    expect(expectErrorBody(await enrol({ token, hostname: 'desk-2' }), 403).error).toMatch(
      /wrong, used or expired/,
    );
    expectErrorBody(await enrol({ token: 'not-a-token', hostname: 'desk-3' }), 403);
    const late = await enrolmentToken(world.admin);
    await sql`update agent_enrolment_tokens set expires_at = now() - interval '1 minute'`.execute(
      db(),
    );
    expectErrorBody(await enrol({ token: late, hostname: 'desk-4' }), 403);
  });

  it('is rate limited per address, so tokens cannot be guessed', async () => {
    const address = freshAddress();
    const limit = world.env.config.limits.publicFormsPerMinute;
    for (let i = 0; i < limit; i += 1)
      expect((await enrol({ token: `guess-${i}`, hostname: 'x' }, address)).statusCode).toBe(403);
    expectErrorBody(await enrol({ token: 'guess', hostname: 'x' }, address), 429);
  });

  it('names the missing field, and lets only download_agent make tokens', async () => {
    const token = await enrolmentToken(world.admin);
    const body = expectErrorBody(await enrol({ token }), 400);
    expect(body.issues?.[0]?.field).toBe('hostname');
    expectErrorBody(await world.viewer.post('/agent/enrolment-tokens', {}), 403);
    const bad = expectErrorBody(
      await world.admin.post('/agent/enrolment-tokens', { expiresInHours: 0 }),
      400,
    );
    expect(bad.issues?.[0]?.field).toBe('expiresInHours');
  });
});

describe('reports', () => {
  let agent: EnrolledAgent;
  beforeAll(async () => {
    agent = await enrolAgent(world);
  });

  it('match their asset by serial and update it, logged in its activity', async () => {
    const assetId = await createAsset(world, {
      make: null,
      model: null,
      serialNumber: 'SN-MATCH-1',
    });
    const res = await agent.post(
      '/reports',
      reportBody({
        hardware: {
          serial: 'SN-MATCH-1',
          make: 'Dell',
          model: 'Latitude 5440',
          hardwareUuid: '4C4C4544-0042-3510-8052-B4C04F4E3232',
          macs: ['aa:bb:cc:00:00:01'],
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'success', assetId, review: false, health: 'good' });
    expect(await assetOf(assetId)).toMatchObject({
      make: 'Dell',
      model: 'Latitude 5440',
    });
    const log = await activityOf(world, assetId);
    expect(log.some((a: { action: string }) => a.action === 'update')).toBe(true);
    // The asset is known by the computer's UUID and MAC from now on.
    const known = await db()
      .selectFrom('agent_asset_identifiers')
      .select(['kind', 'value'])
      .where('asset_id', '=', assetId)
      .orderBy('kind')
      .execute();
    expect(known).toEqual([
      { kind: 'hardware_uuid', value: '4c4c4544-0042-3510-8052-b4c04f4e3232' },
      { kind: 'mac', value: 'aa:bb:cc:00:00:01' },
    ]);
    // A reinstalled computer (a new agent) with a placeholder serial finds it by its UUID.
    const again = await enrolAgent(world);
    const second = await again.post(
      '/reports',
      reportBody({
        hardware: {
          serial: 'To be filled by O.E.M.',
          hardwareUuid: '4c4c4544-0042-3510-8052-b4c04f4e3232',
        },
      }),
    );
    expect(second.json()).toMatchObject({ assetId, review: false });
  });

  it('never match on a placeholder serial: the report waits for review, once per computer', async () => {
    await createAsset(world, { serialNumber: 'Default string' });
    const lonely = await enrolAgent(world);
    const first = await lonely.post(
      '/reports',
      reportBody({ hardware: { serial: 'Default string' } }),
    );
    expect(first.json()).toMatchObject({ assetId: null, review: true });
    await lonely.post('/reports', reportBody({ hardware: { serial: 'Default string' } }));
    const open = await db()
      .selectFrom('agent_reviews')
      .select(['reason'])
      .where('computer_id', '=', lonely.computerId)
      .where('resolved_at', 'is', null)
      .execute();
    expect(open).toEqual([{ reason: 'unmatched' }]);
  });

  it('go to review as ambiguous when a MAC is known on two assets', async () => {
    const a = await createAsset(world);
    const b = await createAsset(world);
    await db()
      .insertInto('agent_asset_identifiers')
      .values(
        [a, b].map((asset_id) => ({
          company_id: world.demo.companyId,
          kind: 'mac' as const,
          value: 'aa:bb:cc:00:00:99',
          asset_id,
        })),
      )
      .execute();
    const twin = await enrolAgent(world);
    const res = await twin.post(
      '/reports',
      reportBody({ hardware: { serial: null, macs: ['AA:BB:CC:00:00:99'] } }),
    );
    expect(res.json()).toMatchObject({ assetId: null, review: true });
    const list = await world.admin.get('/agent-reviews?limit=200');
    const entry = list
      .json()
      .items.find((r: { computer: { _id: string } }) => r.computer._id === twin.computerId);
    expect(entry.reason).toBe('ambiguous');
    expect(entry.candidates.map((c: { _id: string }) => c._id).sort()).toEqual([a, b].sort());
  });

  it('are kept 30 days, except one a review was decided on', async () => {
    const old = await enrolAgent(world);
    await old.post('/reports', reportBody({ hardware: { serial: null } }));
    await old.post('/reports', reportBody({ hardware: { serial: null } }));
    // Both now 31 days old; the review points to the second.
    await sql`update agent_reports set received_at = now() - interval '31 days'
      where computer_id = ${old.computerId}`.execute(db());
    await old.post('/reports', reportBody({ hardware: { serial: null } }));
    const kept = await db()
      .selectFrom('agent_reports')
      .select('id')
      .where('computer_id', '=', old.computerId)
      .execute();
    // The newest, which the open review now points to; both old ones pruned.
    expect(kept).toHaveLength(1);
    const review = await db()
      .selectFrom('agent_reviews')
      .select('report_id')
      .where('computer_id', '=', old.computerId)
      .executeTakeFirstOrThrow();
    expect(review.report_id).toBe(kept[0]!.id);
  });

  it('refuse a malformed report naming the field, bad JSON, and an oversized one', async () => {
    const malformed = reportBody();
    (malformed.hardware as unknown as Record<string, unknown>).ramBytes = 'lots';
    const body = expectErrorBody(await agent.post('/reports', malformed), 400);
    expect(body.issues?.[0]?.field).toBe('hardware.ramBytes');
    const noHealth = expectErrorBody(
      await agent.post('/reports', { ...reportBody(), health: undefined }),
      400,
    );
    expect(noHealth.issues?.[0]?.field).toBe('health');
    expectErrorBody(await agent.post('/reports', '{"agentVersion": '), 400);
    const huge = reportBody({
      programs: Array.from({ length: 5000 }, (_, i) => ({
        name: `program-${i}-${'x'.repeat(250)}`,
        version: '1',
        publisher: null,
      })),
    });
    expectErrorBody(await agent.post('/reports', huge), 413);
  });

  it('refuse another computer’s id (403), no token and a revoked token (401)', async () => {
    const other = await enrolAgent(world);
    expectErrorBody(await agent.post('/reports', reportBody(), other.computerId), 403);
    const anonymous = await world.env.app.inject({
      method: 'POST',
      url: `/api/agent/computers/${agent.computerId}/reports`,
      payload: reportBody(),
    });
    expectErrorBody(anonymous, 401);
    expectErrorBody(await world.viewer.post(`/agent-computers/${other.computerId}/revoke`), 403);
    expect((await world.admin.post(`/agent-computers/${other.computerId}/revoke`)).statusCode).toBe(
      200,
    );
    expectErrorBody(await other.post('/reports', reportBody()), 401);
  });

  it('stop when the company’s subscription has ended or the module is off', async () => {
    const company = await db()
      .selectFrom('companies')
      .select(['id', 'subscription_end', 'modules'])
      .where('id', '=', world.demo.companyId)
      .executeTakeFirstOrThrow();
    const restore = () =>
      db()
        .updateTable('companies')
        .set({ subscription_end: company.subscription_end, modules: company.modules })
        .where('id', '=', company.id)
        .execute();
    try {
      await db()
        .updateTable('companies')
        .set({ subscription_end: sql<string>`current_date - 1` })
        .where('id', '=', company.id)
        .execute();
      const lapsed = expectErrorBody(await agent.post('/reports', reportBody()), 402) as {
        code?: string;
      };
      expect(lapsed.code).toBe('LICENSE_EXPIRED');
      await restore();
      await db()
        .updateTable('companies')
        .set({ modules: company.modules.filter((m) => m !== 'asset-management') })
        .where('id', '=', company.id)
        .execute();
      const off = expectErrorBody(await agent.post('/jobs', {}), 403) as { code?: string };
      expect(off.code).toBe('MODULE_NOT_ENABLED');
    } finally {
      await restore();
    }
    expect((await agent.post('/jobs', {})).statusCode).toBe(200);
  });
});

describe('review queue', () => {
  it('links a computer to an asset, and creates an asset from a report, without duplicates', async () => {
    const a = await enrolAgent(world);
    await a.post(
      '/reports',
      reportBody({
        hardware: { serial: 'REVIEW-NEW-1', hardwareUuid: 'aaaaaaaa-1111-2222-3333-444444444444' },
      }),
    );
    const reviewOf = async (computerId: string) =>
      (await world.admin.get('/agent-reviews?limit=200'))
        .json()
        .items.find((r: { computer: { _id: string } }) => r.computer._id === computerId) as {
        _id: string;
      };
    const target = await createAsset(world, { serialNumber: null, make: null });
    expectErrorBody(
      await world.viewer.post(`/agent-reviews/${(await reviewOf(a.computerId))._id}/link`, {
        assetId: target,
      }),
      403,
    );
    const bad = expectErrorBody(
      await world.admin.post(`/agent-reviews/${(await reviewOf(a.computerId))._id}/link`, {
        assetId: world.foreign.assetId,
      }),
      400,
    );
    expect(bad.issues?.[0]?.field).toBe('assetId');
    const linked = await world.admin.post(
      `/agent-reviews/${(await reviewOf(a.computerId))._id}/link`,
      { assetId: target },
    );
    expect(linked.statusCode).toBe(200);
    expect(await assetOf(target)).toMatchObject({ serialNumber: 'REVIEW-NEW-1', make: 'LENOVO' });
    // Its next report goes straight to the asset.
    expect(
      (await a.post('/reports', reportBody({ hardware: { serial: 'REVIEW-NEW-1' } }))).json(),
    ).toMatchObject({ assetId: target, review: false });

    const b = await enrolAgent(world);
    await b.post(
      '/reports',
      reportBody({ hardware: { serial: 'REVIEW-NEW-2', model: 'MacBook Air' } }),
    );
    const review = await reviewOf(b.computerId);
    const created = await world.admin.post(`/agent-reviews/${review._id}/create-asset`, {
      assetTypeId: world.demo.typeId,
    });
    expect(created.statusCode).toBe(201);
    const assetId = created.json().assetId as string;
    expect(await assetOf(assetId)).toMatchObject({
      serialNumber: 'REVIEW-NEW-2',
      model: 'MacBook Air',
    });
    // Resolved: a second attempt is 404, and no second asset has the serial.
    expectErrorBody(await world.admin.post(`/agent-reviews/${review._id}/create-asset`, {}), 404);
    const count = await db()
      .selectFrom('assets')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('serial_number', '=', 'REVIEW-NEW-2')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
    const badCreate = await enrolAgent(world);
    await badCreate.post('/reports', reportBody());
    const body = expectErrorBody(
      await world.admin.post(
        `/agent-reviews/${(await reviewOf(badCreate.computerId))._id}/create-asset`,
        { assetTypeId: 'nope' },
      ),
      400,
    );
    expect(body.issues?.[0]?.field).toBe('assetTypeId');
  });
});

describe('computers', () => {
  it('lists with health, last seen and the linked asset, and shows report sections by view', async () => {
    const agent = await enrolAgent(world);
    const assetId = await createAsset(world, { serialNumber: 'SN-LIST-1' });
    const low = reportBody({ hardware: { serial: 'SN-LIST-1' } });
    low.health.disks = [{ mount: '/', sizeBytes: 100, freeBytes: 15 }];
    await agent.post('/reports', low);
    const list = await world.admin.get('/agent-computers?search=SN-LIST-1');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        _id: agent.computerId,
        health: 'warning',
        healthReasons: [{ key: 'disk_free', level: 'warning', value: 15, mount: '/' }],
        lastSeenAt: expect.any(String),
        asset: expect.objectContaining({ _id: assetId }),
      }),
    ]);
    expect(list.json().byHealth.warning).toBeGreaterThanOrEqual(1);
    expect(
      (await world.admin.get('/agent-computers?health=warning&limit=200'))
        .json()
        .items.map((c: { _id: string }) => c._id),
    ).toContain(agent.computerId);
    expect((await world.admin.get(`/agent-computers?assetId=${assetId}`)).json().total).toBe(1);
    const bad = expectErrorBody(await world.admin.get('/agent-computers?health=purple'), 400);
    expect(bad.issues?.[0]?.field).toBe('health');

    const full = (await world.admin.get(`/agent-computers/${agent.computerId}`)).json();
    expect(Object.keys(full.report).sort()).toEqual(
      [
        'agentVersion',
        'collectedAt',
        'hardware',
        'health',
        'location',
        'os',
        'programs',
        'ram',
        'receivedAt',
        'users',
      ].sort(),
    );
    const narrow = await userWith(world, {
      on_organsiation: { agent_computers: ['view'] },
      on_asset: { programs_view: ['view'] },
    });
    const seen = (await narrow.client.get(`/agent-computers/${agent.computerId}`)).json();
    expect(seen.report.programs).toEqual([
      { name: 'firefox', version: '123.0', publisher: 'Mozilla' },
    ]);
    expect(seen.report).not.toHaveProperty('health');
    expect(seen.report).not.toHaveProperty('users');
    expect(seen.report).not.toHaveProperty('location');
    expect(seen.report).not.toHaveProperty('ram');
    expectErrorBody(await world.viewer.get('/agent-computers'), 403);
  });

  it('regrades every computer when the thresholds change, and refuses thresholds out of order', async () => {
    const agent = await enrolAgent(world);
    const low = reportBody();
    low.health.disks = [{ mount: '/', sizeBytes: 100, freeBytes: 15 }];
    await agent.post('/reports', low);
    const current = (await world.admin.get('/agent-health-thresholds')).json().thresholds;
    expect(current).toMatchObject({ diskFreeWarningPercent: 20, isDefault: true });
    const { isDefault: _d, ...values } = current;
    const bad = expectErrorBody(
      await world.admin.put('/agent-health-thresholds', { ...values, diskFreeCriticalPercent: 50 }),
      400,
    );
    expect(bad.issues?.[0]?.field).toBe('diskFreeCriticalPercent');
    const set = await world.admin.put('/agent-health-thresholds', {
      ...values,
      diskFreeWarningPercent: 10,
      diskFreeCriticalPercent: 5,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().regraded).toBeGreaterThanOrEqual(1);
    const row = (await world.admin.get(`/agent-computers/${agent.computerId}`)).json();
    expect(row.computer.health).toBe('good');
    // The next report is graded by the company's thresholds too.
    expect((await agent.post('/reports', low)).json().health).toBe('good');
    await world.admin.put('/agent-health-thresholds', values);
  });

  it('serves the agent for download to download_agent only', async () => {
    const res = await world.admin.get('/agent/download');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="itam-agent.js"');
    expect(res.body).toBe(AGENT_TEXT);
    const gzipped = await world.env.app.inject({
      url: '/api/agent/download',
      headers: { authorization: `Bearer ${world.tokens.admin}`, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(AGENT_TEXT);
    expectErrorBody(await world.viewer.get('/agent/download'), 403);
  });
});

describe('jobs', () => {
  it('go from queued to running on the agent’s poll, report progress, and end with a result', async () => {
    const one = await enrolAgent(world);
    const two = await enrolAgent(world);
    expectErrorBody(await world.viewer.post('/agent-jobs', { computerIds: [one.computerId] }), 403);
    const empty = expectErrorBody(await world.admin.post('/agent-jobs', { computerIds: [] }), 400);
    expect(empty.issues?.[0]?.field).toBe('computerIds');
    const created = await world.admin.post('/agent-jobs', {
      computerIds: [one.computerId, two.computerId],
    });
    expect(created.statusCode).toBe(201);
    const { batchId } = created.json();
    expect(created.json().jobs.map((j: { status: string }) => j.status)).toEqual([
      'queued',
      'queued',
    ]);

    const polled = await one.post('/jobs', {});
    expect(polled.json().jobs).toEqual([{ id: expect.any(String), kind: 'diagnostics' }]);
    const jobId = polled.json().jobs[0].id as string;
    expect((await one.post('/jobs', {})).json().jobs).toEqual([]);
    expect(
      (await one.post(`/jobs/${jobId}/progress`, { progress: 50, step: 'reporting' })).statusCode,
    ).toBe(200);
    const running = (
      await world.admin.get(`/agent-jobs?state=in-flight&batchId=${batchId}`)
    ).json();
    expect(running.items.find((j: { _id: string }) => j._id === jobId)).toMatchObject({
      status: 'running',
      progress: 50,
      step: 'reporting',
    });
    // Another computer cannot touch this job: not its own URL (403), not its own job (404).
    expectErrorBody(
      await two.post(`/jobs/${jobId}/progress`, { progress: 60 }, one.computerId),
      403,
    );
    expectErrorBody(await two.post(`/jobs/${jobId}/progress`, { progress: 60 }), 404);
    const badProgress = expectErrorBody(
      await one.post(`/jobs/${jobId}/progress`, { progress: 101 }),
      400,
    );
    expect(badProgress.issues?.[0]?.field).toBe('progress');
    const done = await one.post(`/jobs/${jobId}/result`, {
      status: 'succeeded',
      checks: [{ key: 'disk_space', status: 'pass', detail: '/: 200 GiB free' }],
    });
    expect(done.statusCode).toBe(200);
    expectErrorBody(
      await one.post(`/jobs/${jobId}/result`, { status: 'succeeded', checks: [] }),
      409,
    );

    const twoJob = (await two.post('/jobs', {})).json().jobs[0].id as string;
    const noReason = expectErrorBody(
      await two.post(`/jobs/${twoJob}/result`, { status: 'failed' }),
      400,
    );
    expect(noReason.issues?.[0]?.field).toBe('error');
    await two.post(`/jobs/${twoJob}/result`, {
      status: 'failed',
      error: 'dmidecode: permission denied',
    });
    const results = (await world.admin.get(`/agent-jobs?state=done&batchId=${batchId}`)).json();
    expect(results.total).toBe(2);
    expect(results.items.find((j: { _id: string }) => j._id === twoJob)).toMatchObject({
      status: 'failed',
      error: 'dmidecode: permission denied',
    });
    expect(results.items.find((j: { _id: string }) => j._id === jobId)).toMatchObject({
      status: 'succeeded',
      progress: 100,
      result: { checks: [expect.objectContaining({ key: 'disk_space' })] },
    });
    expect(
      (await world.admin.get(`/agent-jobs?status=failed&computerId=${two.computerId}`)).json()
        .total,
    ).toBe(1);
    expectErrorBody(await world.admin.get('/agent-jobs?status=lost'), 400);
  });
  it('fail a job its agent took and did not finish in 30 minutes, at its next poll', async () => {
    const agent = await enrolAgent(world);
    await world.admin.post('/agent-jobs', { computerIds: [agent.computerId] });
    const jobId = (await agent.post('/jobs', {})).json().jobs[0].id as string;
    await sql`update agent_jobs set started_at = now() - interval '31 minutes' where id = ${jobId}`.execute(
      db(),
    );
    expect((await agent.post('/jobs', {})).json().jobs).toEqual([]);
    const job = (await world.admin.get(`/agent-jobs?computerId=${agent.computerId}`)).json()
      .items[0];
    expect(job).toMatchObject({
      status: 'failed',
      error: 'The agent did not finish the job within 30 minutes',
    });
  });
});

describe('tenant isolation', () => {
  it('keeps one company’s computers, jobs and reviews away from another', async () => {
    const demo = await enrolAgent(world);
    await demo.post('/reports', reportBody());
    const other = await enrolAgent(world, world.other);
    const list = (await world.other.get('/agent-computers?limit=200')).json();
    expect(list.items.map((c: { _id: string }) => c._id)).not.toContain(demo.computerId);
    expect(list.items.map((c: { _id: string }) => c._id)).toContain(other.computerId);
    expectErrorBody(await world.other.get(`/agent-computers/${demo.computerId}`), 404);
    expectErrorBody(await world.other.post(`/agent-computers/${demo.computerId}/revoke`), 404);
    const jobs = expectErrorBody(
      await world.other.post('/agent-jobs', { computerIds: [demo.computerId] }),
      400,
    );
    expect(jobs.issues?.[0]?.field).toBe('computerIds.0');
    const reviews = (await world.other.get('/agent-reviews?limit=200')).json();
    expect(reviews.items.map((r: { computer: { _id: string } }) => r.computer._id)).not.toContain(
      demo.computerId,
    );
    // Other Ltd's agent cannot report for Demo Corp's computer, and its report of a Demo
    // Corp serial does not match Demo Corp's asset.
    expectErrorBody(await other.post('/reports', reportBody(), demo.computerId), 403);
    await createAsset(world, { serialNumber: 'SN-TENANT-1' });
    expect(
      (await other.post('/reports', reportBody({ hardware: { serial: 'SN-TENANT-1' } }))).json(),
    ).toMatchObject({ assetId: null, review: true });
  });
});
