/**
 * Organisation settings, part 1: personal and company information, branches, asset types,
 * tag rules, labels and tag look-up. Every endpoint: another company's ids answer 404, a
 * role without the permission 403, and every write keeps a row in the organisation's log.
 */
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { assetWorld, createAsset, type AssetWorld } from './asset-fixtures';
import { expectErrorBody, loginRequest } from './helpers';
import { orgLog, userWith } from './org-fixtures';

let world: AssetWorld;
beforeAll(async () => {
  world = await assetWorld();
});
afterAll(() => world.env.close());

describe('permissions and company scoping', () => {
  const reads = [
    '/account/profile',
    '/company/profile',
    '/company/branches',
    '/company/asset-types/settings',
    '/company/tag-rules',
    '/company/activity',
  ];

  it.each(reads)(
    'GET %s is refused (403) to a role without its on_organsiation permission',
    async (url) => {
      expectErrorBody(await world.viewer.get(url), 403);
    },
  );

  it('refuses each write to a role that may only look', async () => {
    const looker = await userWith(world, {
      on_organsiation: {
        presonal_information: ['view'],
        company_information: ['view'],
        company_branches: ['view'],
        asset_types: ['view'],
        asset_tag_setup: ['view'],
      },
    });
    const c = looker.client;
    expect((await c.get('/company/branches')).statusCode).toBe(200);
    expectErrorBody(await c.put('/account/profile', { firstName: 'X', language: 'en' }), 403);
    expectErrorBody(
      await c.put('/company/profile', { name: 'X', timeZone: 'UTC', currency: 'INR' }),
      403,
    );
    expectErrorBody(await c.post('/company/branches', { branchId: 'X-1', name: 'X' }), 403);
    expectErrorBody(await c.del(`/company/branches/${world.demo.branchId}`), 403);
    expectErrorBody(await c.post('/company/asset-types', { name: 'Drone' }), 403);
    expectErrorBody(
      await c.post('/company/tag-rules', { prefix: 'X', nextNumber: 1, padding: 3 }),
      403,
    );
    expectErrorBody(
      await c.post('/company/files/upload-url', {
        purpose: 'logo',
        fileName: 'logo.png',
        contentType: 'image/png',
        size: 10,
      }),
      403,
    );
  });

  it("answers 404 for another company's branch, asset type and tag rule", async () => {
    const { foreign } = world;
    expectErrorBody(
      await world.admin.put(`/company/branches/${foreign.branchId}`, { branchId: 'Z', name: 'Z' }),
      404,
    );
    expectErrorBody(await world.admin.del(`/company/branches/${foreign.branchId}`), 404);
    expectErrorBody(
      await world.admin.put(`/company/asset-types/${foreign.typeId}`, { name: 'Z' }),
      404,
    );
    expectErrorBody(await world.admin.del(`/company/asset-types/${foreign.typeId}`), 404);
    const theirRule = (await world.other.get('/company/tag-rules')).json().tagRules[0]
      ._id as string;
    expectErrorBody(
      await world.admin.put(`/company/tag-rules/${theirRule}`, {
        prefix: 'Z',
        nextNumber: 1,
        padding: 2,
      }),
      404,
    );
    expectErrorBody(await world.admin.del(`/company/tag-rules/${theirRule}`), 404);
    const bad = expectErrorBody(
      await world.admin.post('/company/tag-rules', {
        prefix: 'Z',
        nextNumber: 1,
        padding: 2,
        branchId: foreign.branchId,
      }),
      400,
    );
    expect(bad.issues?.[0]?.field).toBe('branchId');
    expectErrorBody(
      await world.admin.post('/company/tag-labels', { assetIds: [foreign.assetId] }),
      404,
    );
  });
});

describe('personal information', () => {
  it('shows and edits the caller’s own details, logged before and after', async () => {
    const me = await userWith(world, {
      on_organsiation: { presonal_information: ['view', 'edit'] },
    });
    const res = await me.client.put('/account/profile', {
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '+91 98450 12345',
      language: 'hi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '+91 98450 12345',
      language: 'hi',
      email: me.email,
    });
    const bad = expectErrorBody(
      await me.client.put('/account/profile', { firstName: '', language: 'fr' }),
      400,
    );
    expect(bad.issues?.map((i) => i.field).sort()).toEqual(['firstName', 'language']);
    const row = (await orgLog(world)).find((r) => r.entityType === 'user' && r.action === 'update');
    expect(row).toMatchObject({
      before: { first_name: 'Custom' },
      after: { first_name: 'Asha', language: 'hi' },
    });
  });

  it('changes the password with the current one and the strength rule, ending every other session', async () => {
    const me = await userWith(world, {
      on_organsiation: { presonal_information: ['view', 'edit'] },
    });
    const second = (await loginRequest(world.env.app, me.email)).json().token as string;
    const wrong = expectErrorBody(
      await me.client.post('/account/password', {
        currentPassword: 'nope',
        newPassword: 'Str0ng!Password',
      }),
      400,
    );
    expect(wrong.issues?.[0]?.field).toBe('currentPassword');
    const weak = expectErrorBody(
      await me.client.post('/account/password', {
        currentPassword: 'Demo@12345',
        newPassword: 'weakweak',
      }),
      400,
    );
    expect(weak.issues?.[0]?.field).toBe('newPassword');
    expect(
      (
        await me.client.post('/account/password', {
          currentPassword: 'Demo@12345',
          newPassword: 'Str0ng!Password',
        })
      ).statusCode,
    ).toBe(200);
    // This session goes on; the other one has ended.
    expect((await me.client.get('/account/profile')).statusCode).toBe(200);
    const other = await world.env.app.inject({
      url: '/api/account/profile',
      headers: { authorization: `Bearer ${second}` },
    });
    expect(other.statusCode).toBe(401);
    expect((await loginRequest(world.env.app, me.email, 'Str0ng!Password')).statusCode).toBe(200);
    expect((await orgLog(world)).some((r) => r.action === 'password-change')).toBe(true);
  });
});

describe('company information', () => {
  it('edits the company, and its tag link base defaults to the product origin', async () => {
    const before = (await world.admin.get('/company/profile')).json().company;
    expect(before.tagLinkBase).toBeNull();
    expect(before.effectiveTagLinkBase).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+$/);
    const res = await world.admin.put('/company/profile', {
      name: 'Demo Corp',
      legalName: 'Demo Corporation Pvt Ltd',
      address: '1 MG Road, Bengaluru',
      taxId: '29abcde1234f1z5',
      timeZone: 'Asia/Kolkata',
      currency: 'inr',
      tagLinkBase: 'https://tags.demo.test/',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({
      taxId: '29ABCDE1234F1Z5',
      currency: 'INR',
      tagLinkBase: 'https://tags.demo.test',
      effectiveTagLinkBase: 'https://tags.demo.test',
    });
    const bad = expectErrorBody(
      await world.admin.put('/company/profile', {
        name: 'Demo Corp',
        timeZone: 'Mars/Base',
        currency: 'RUPEES',
        tagLinkBase: 'javascript:alert(1)',
      }),
      400,
    );
    expect(bad.issues?.map((i) => i.field).sort()).toEqual(['currency', 'tagLinkBase', 'timeZone']);
    const row = (await orgLog(world)).find((r) => r.entityType === 'company');
    expect(row).toMatchObject({
      label: 'Demo Corp',
      after: expect.objectContaining({ tag_link_base: 'https://tags.demo.test' }),
    });
    await world.admin.put('/company/profile', {
      name: 'Demo Corp',
      timeZone: 'Asia/Kolkata',
      currency: 'INR',
    });
  });

  it('keeps a 24-hour clock until the company chooses 12-hour; verify-token names it', async () => {
    const base = { name: 'Demo Corp', timeZone: 'Asia/Kolkata', currency: 'INR' };
    const clockNow = async () =>
      (await world.admin.post('/auth/verify-token', {})).json().company.clock;
    expect((await world.admin.get('/company/profile')).json().company.clock).toBe('24h');
    expect(await clockNow()).toBe('24h');
    const twelve = await world.admin.put('/company/profile', { ...base, clock: '12h' });
    expect(twelve.json().company.clock).toBe('12h');
    // A save without the clock keeps it.
    expect((await world.admin.put('/company/profile', base)).json().company.clock).toBe('12h');
    expect(await clockNow()).toBe('12h');
    const bad = expectErrorBody(
      await world.admin.put('/company/profile', { ...base, clock: '13h' }),
      400,
    );
    expect(bad.issues?.map((i) => i.field)).toEqual(['clock']);
    await world.admin.put('/company/profile', { ...base, clock: '24h' });
  });

  it('uploads a logo through a signed address; verify-token then names it', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1e0f70000000049454e44ae426082',
      'hex',
    );
    const tooBig = expectErrorBody(
      await world.admin.post('/company/files/upload-url', {
        purpose: 'logo',
        fileName: 'l.png',
        contentType: 'image/png',
        size: 2 * 1024 * 1024,
      }),
      400,
    );
    expect(tooBig.issues?.[0]?.field).toBe('size');
    const pdfLogo = expectErrorBody(
      await world.admin.post('/company/files/upload-url', {
        purpose: 'logo',
        fileName: 'l.pdf',
        contentType: 'application/pdf',
        size: 100,
      }),
      400,
    );
    expect(pdfLogo.issues?.[0]?.field).toBe('contentType');
    const addr = (
      await world.admin.post('/company/files/upload-url', {
        purpose: 'logo',
        fileName: 'logo.png',
        contentType: 'image/png',
        size: png.length,
      })
    ).json();
    const url = new URL(addr.uploadUrl, 'http://x');
    const put = await world.env.app.inject({
      method: 'PUT',
      url: url.pathname,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.statusCode).toBe(200);
    const session = await world.env.app.inject({
      method: 'POST',
      url: '/api/auth/verify-token',
      headers: { authorization: `Bearer ${world.tokens.admin}` },
    });
    const logo = session.json().company.logo as string;
    expect(logo).toMatch(/^\/api\/company-files\//);
    const read = await world.env.app.inject({ url: logo });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(png)).toBe(true);
    // The address is bound to the company: another company's session cannot turn it into theirs.
    expect((await world.other.get('/company/profile')).json().company.logo).not.toBe(logo);
  });
});

describe('branches', () => {
  it('creates, edits and lists a branch with its counts; a taken branch id is a 400 naming it', async () => {
    const created = await world.admin.post('/company/branches', {
      branchId: 'BR-KOL',
      name: 'Kolkata Office',
      city: 'Kolkata',
      address: 'Salt Lake',
    });
    expect(created.statusCode).toBe(201);
    const branch = created.json().branch;
    expect(branch).toMatchObject({ branchId: 'BR-KOL', assetCount: 0, employeeCount: 0 });
    const taken = expectErrorBody(
      await world.admin.post('/company/branches', { branchId: 'BR-KOL', name: 'Again' }),
      400,
    );
    expect(taken.issues?.[0]?.field).toBe('branchId');
    const edited = await world.admin.put(`/company/branches/${branch._id}`, {
      branchId: 'BR-KOL',
      name: 'Kolkata Hub',
      city: 'Kolkata',
    });
    expect(edited.json().branch.name).toBe('Kolkata Hub');
    const list = (await world.admin.get('/company/branches')).json().branches as {
      _id: string;
      assetCount: number;
    }[];
    expect(list.some((b) => b._id === branch._id)).toBe(true);
    expect(list.some((b) => b.assetCount > 0)).toBe(true);
    // The locations dropdown reads the same rows.
    const dropdown = (await world.admin.get('/company/locations/dropdown')).json().locations as {
      _id: string;
    }[];
    expect(dropdown.map((l) => l._id)).toContain(branch._id);
    const log = await orgLog(world);
    expect(log.find((r) => r.entityType === 'branch' && r.action === 'update')).toMatchObject({
      before: { name: 'Kolkata Office', address: 'Salt Lake' },
      after: { name: 'Kolkata Hub', address: null },
    });
    expect((await world.admin.del(`/company/branches/${branch._id}`)).statusCode).toBe(200);
    expect((await orgLog(world))[0]).toMatchObject({
      action: 'delete',
      entityType: 'branch',
      label: 'Kolkata Hub',
    });
  });

  it('refuses to delete a branch that assets or employees use, naming the counts', async () => {
    const busy = (
      (await world.admin.get('/company/branches')).json().branches as {
        _id: string;
        assetCount: number;
        employeeCount: number;
      }[]
    ).find((b) => b.assetCount > 0)!;
    const res = expectErrorBody(await world.admin.del(`/company/branches/${busy._id}`), 409);
    expect(res.error).toContain(`${busy.assetCount} asset`);
    expect(res.error).toContain(`${busy.employeeCount} employee`);
  });
});

describe('asset types', () => {
  it('creates a type with default depreciation, which a new asset of the type takes; deletes it only when unused', async () => {
    const res = await world.admin.post('/company/asset-types', {
      name: 'Drone',
      depreciationMethod: 'declining-balance',
      usefulLifeYears: 3,
    });
    expect(res.statusCode).toBe(201);
    const type = res.json().assetType;
    expect(type).toMatchObject({ name: 'Drone', assetCount: 0, usefulLifeYears: 3 });
    expect(
      expectErrorBody(await world.admin.post('/company/asset-types', { name: 'drone' }), 400)
        .issues?.[0]?.field,
    ).toBe('name');
    const asset = await createAsset(world, { assetTypeId: type._id });
    expect(asset.depreciation).toMatchObject({ method: 'declining-balance', usefulLifeYears: 3 });
    const inUse = expectErrorBody(await world.admin.del(`/company/asset-types/${type._id}`), 409);
    expect(inUse.error).toContain('1 asset');
    await world.admin.del(`/assets/${asset._id}`);
    expect((await world.admin.del(`/company/asset-types/${type._id}`)).statusCode).toBe(200);
  });
});

describe('tag rules, labels and tag look-up', () => {
  it('numbers new assets by the most specific rule, and previews the next tag', async () => {
    const rule = await world.admin.post('/company/tag-rules', {
      assetTypeId: world.demo.typeId,
      branchId: world.demo.branchId,
      prefix: 'DC-LAP',
      nextNumber: 41,
      padding: 4,
    });
    expect(rule.statusCode).toBe(201);
    expect(rule.json().tagRule).toMatchObject({ nextTag: 'DC-LAP-0041' });
    const dup = expectErrorBody(
      await world.admin.post('/company/tag-rules', {
        assetTypeId: world.demo.typeId,
        branchId: world.demo.branchId,
        prefix: 'X',
        nextNumber: 1,
        padding: 1,
      }),
      400,
    );
    expect(dup.issues?.[0]?.field).toBe('assetTypeId');
    const a = await createAsset(world, { tag: null });
    const b = await createAsset(world, { tag: '' });
    const own = await createAsset(world, { tag: 'MY-OWN' });
    expect([a.tag, b.tag, own.tag]).toEqual(['DC-LAP-0041', 'DC-LAP-0042', 'MY-OWN']);
    const after = (await world.admin.get('/company/tag-rules'))
      .json()
      .tagRules.find((r: { _id: string }) => r._id === rule.json().tagRule._id);
    expect(after.nextTag).toBe('DC-LAP-0043');
    const bad = expectErrorBody(
      await world.admin.post('/company/tag-rules', { prefix: '-bad', nextNumber: 0, padding: 20 }),
      400,
    );
    expect(bad.issues?.map((i) => i.field).sort()).toEqual(['nextNumber', 'padding', 'prefix']);
  });

  it('prints a PDF of QR labels at label size, and resolves a tag of the company only', async () => {
    const asset = await createAsset(world, { tag: 'DC-PRINT-1' });
    const res = await world.admin.post('/company/tag-labels', { assetIds: [asset._id] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const found = await world.admin.get('/company/tags/resolve?tag=DC-PRINT-1');
    expect(found.json().asset).toEqual({ _id: asset._id, name: asset.name, tag: 'DC-PRINT-1' });
    expectErrorBody(await world.other.get('/company/tags/resolve?tag=DC-PRINT-1'), 404);
    expectErrorBody(await world.admin.get('/company/tags/resolve?tag=NOPE-1'), 404);
    expect(
      expectErrorBody(await world.admin.get('/company/tags/resolve'), 400).issues?.[0]?.field,
    ).toBe('tag');
  });
});

describe('labels with an SVG logo', () => {
  /** The colour images a PDF embeds (not their alpha masks): [width, height] of each. */
  function pdfImages(pdf: PDFDocument): number[][] {
    return pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFRawStream =>
          object instanceof PDFRawStream &&
          object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') &&
          object.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceRGB'),
      )
      .map((image) => [
        Number(image.dict.get(PDFName.of('Width'))?.toString()),
        Number(image.dict.get(PDFName.of('Height'))?.toString()),
      ]);
  }

  it('rasterizes an uploaded SVG logo onto the labels (an image in the PDF, at print resolution)', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" viewBox="0 0 120 40">' +
        '<rect width="120" height="40" rx="6" fill="#1677ff"/><circle cx="20" cy="20" r="12" fill="#fff"/>' +
        '<image xlink:href="file:///etc/hostname" width="10" height="10"/></svg>',
    );
    const addr = (
      await world.admin.post('/company/files/upload-url', {
        purpose: 'logo',
        fileName: 'logo.svg',
        contentType: 'image/svg+xml',
        size: svg.length,
      })
    ).json();
    const url = new URL(addr.uploadUrl, 'http://x');
    const put = await world.env.app.inject({
      method: 'PUT',
      url: url.pathname,
      headers: { 'content-type': 'image/svg+xml' },
      payload: svg,
    });
    expect(put.statusCode).toBe(200);
    const asset = await createAsset(world, { tag: 'DC-SVG-1' });
    const res = await world.admin.post('/company/tag-labels', { assetIds: [asset._id] });
    expect(res.statusCode).toBe(200);
    const images = pdfImages(await PDFDocument.load(res.rawPayload));
    // 7 mm high at 600 dpi: 165 px, 3:1 like the SVG.
    expect(images).toEqual([[495, 165]]);
  });
});

describe('organisation activity filters', () => {
  it('filters the log by who, what (actions, kind of record) and when, as the asset log; bad filters are 400 naming the field', async () => {
    const editor = await userWith(world, {
      on_organsiation: { company_branches: ['view', 'create'], activity: ['view'] },
    });
    // Rows written from here on: after every row of the tests before (a millisecond apart).
    const started = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 2));
    const mine = await editor.client.post('/company/branches', {
      branchId: 'FLT-1',
      name: 'Filter Town',
    });
    expect(mine.statusCode).toBe(201);
    await world.admin.post('/company/asset-types', { name: 'Filter Drone' });
    const ids = (res: { json(): { activities: { label: string | null }[] } }) =>
      res.json().activities.map((a) => a.label);

    const byEditor = await world.admin.get(`/company/activity?actorId=${editor.userId}`);
    expect(byEditor.statusCode).toBe(200);
    expect(ids(byEditor)).toEqual(['Filter Town']);
    expect(byEditor.json().total).toBe(1);

    const branchCreates = await world.admin.get(
      `/company/activity?action=create&entityType=branch&from=${encodeURIComponent(started)}`,
    );
    expect(ids(branchCreates)).toEqual(['Filter Town']);
    const since = await world.admin.get(
      `/company/activity?action=create,update&from=${encodeURIComponent(started)}`,
    );
    expect(ids(since)).toEqual(['Filter Drone', 'Filter Town']);
    const before = await world.admin.get(
      `/company/activity?to=${encodeURIComponent(started)}&limit=100`,
    );
    expect(ids(before)).not.toContain('Filter Town');

    // The editor's own view of the log, with the "who" choices of the asset log.
    expect((await editor.client.get('/activity/actors')).statusCode).toBe(200);

    expect(
      expectErrorBody(await world.admin.get('/company/activity?action=explode'), 400).issues?.[0]
        ?.field,
    ).toBe('action.0');
    expect(
      expectErrorBody(await world.admin.get('/company/activity?entityType=asset'), 400).issues?.[0]
        ?.field,
    ).toBe('entityType');
    expect(
      expectErrorBody(
        await world.admin.get(
          `/company/activity?from=${encodeURIComponent(started)}&to=${encodeURIComponent(started)}`,
        ),
        400,
      ).issues?.[0]?.field,
    ).toBe('to');
    expect(
      expectErrorBody(await world.admin.get('/company/activity?actorId=nope'), 400).issues?.[0]
        ?.field,
    ).toBe('actorId');
  });
});
