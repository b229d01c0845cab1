/**
 * The vendor register's API (issue 18): vendors (list with search, filters, paging and the
 * assets and purchase orders naming each; register, read, edit, delete) and the company's
 * questionnaires; every route 403 without its permission, 404 for another company's ids,
 * 400 naming the field of a bad body, and an activity row per change.
 */
import { sql } from 'kysely';
import { type Client } from './asset-fixtures';
import { expectErrorBody } from './helpers';
import { userWith } from './org-fixtures';
import { vendorWorld, type VendorWorld } from './vendor-fixtures';

let world: VendorWorld;
let otherCompanyId: string;

beforeAll(async () => {
  world = await vendorWorld();
  otherCompanyId = world.otherCompanyId;
});
afterAll(() => world.env.close());

const db = () => world.env.database.db;

let serial = 0;
function vendorBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    vendorName: `Vendor ${serial}`,
    vendorType: 'Hardware',
    pointOfContact: `Contact ${serial}`,
    email: `sales${serial}@vendor.example`,
    contactNumber: '+91 98450 12345',
    website: 'https://vendor.example',
    ...overrides,
  };
}

async function createVendor(client: Client, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/vendors', vendorBody(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().vendor as { _id: string; vendorName: string } & Record<string, unknown>;
}

async function vendorLog(id: string) {
  return db()
    .selectFrom('activity_log')
    .select(['action', 'before', 'after', 'company_id'])
    .where('entity_type', '=', 'vendor')
    .where('entity_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

describe('vendors', () => {
  it('registers a vendor with the draft fields, reads it back and logs it', async () => {
    const res = await world.admin.post(
      '/vendors',
      vendorBody({
        vendorName: '  Zenith Laptops  ',
        email: 'Sales@Zenith.Example',
        pointOfContact: '',
        contactNumber: null,
      }),
    );
    expect(res.statusCode).toBe(201);
    const vendor = res.json().vendor;
    expect(vendor).toMatchObject({
      vendorName: 'Zenith Laptops',
      vendorType: 'Hardware',
      pointOfContact: null,
      email: 'sales@zenith.example',
      contactNumber: null,
      website: 'https://vendor.example',
      // Nothing sent yet: registered, not invited.
      status: 'registered',
      score: null,
      certificateIssuedOn: null,
      certificateExpiresOn: null,
      assetCount: 0,
      purchaseOrderCount: 0,
    });
    const read = await world.admin.get(`/vendors/${vendor._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().vendor).toEqual(vendor);
    const log = await vendorLog(vendor._id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'create',
      company_id: world.demo.companyId,
      after: { vendorName: 'Zenith Laptops', email: 'sales@zenith.example' },
    });
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ vendorName: '' }, 'vendorName'],
      [{ vendorName: undefined }, 'vendorName'],
      [{ vendorType: '   ' }, 'vendorType'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: undefined }, 'email'],
      [{ website: 'ftp://vendor.example' }, 'website'],
      [{ website: 'vendor dot example' }, 'website'],
      [{ contactNumber: 'call me' }, 'contactNumber'],
      [{ vendorName: 'x'.repeat(201) }, 'vendorName'],
    ];
    for (const [overrides, field] of cases) {
      const body = expectErrorBody(await world.admin.post('/vendors', vendorBody(overrides)), 400);
      expect({ overrides, fields: body.issues?.map((i) => i.field) }).toEqual({
        overrides,
        fields: [field],
      });
    }
    expectErrorBody(await world.admin.post('/vendors', 'text'), 400);
    const id = expectErrorBody(await world.admin.get('/vendors/not-a-uuid'), 400);
    expect(id.issues?.[0]?.field).toBe('id');
  });

  it('keeps vendor names unique per company, whatever their case (400 vendorName)', async () => {
    const first = await createVendor(world.admin, { vendorName: 'Orbit Networks' });
    const twin = expectErrorBody(
      await world.admin.post('/vendors', vendorBody({ vendorName: 'ORBIT networks' })),
      400,
    );
    expect(twin.issues).toEqual([
      { field: 'vendorName', message: 'Another vendor of your company has this name' },
    ]);
    const other = await createVendor(world.admin, { vendorName: 'Orbit Two' });
    const rename = expectErrorBody(
      await world.admin.put(`/vendors/${other._id}`, vendorBody({ vendorName: 'orbit networks' })),
      400,
    );
    expect(rename.issues?.[0]?.field).toBe('vendorName');
    // Another company may use the same name.
    expect(
      (await world.other.post('/vendors', vendorBody({ vendorName: 'Orbit Networks' }))).statusCode,
    ).toBe(201);
    expect((await world.admin.get(`/vendors/${first._id}`)).statusCode).toBe(200);
  });

  it('edits a vendor, logging only what changed, and nothing for an unchanged body', async () => {
    const body = vendorBody({ vendorName: 'Helix Software', vendorType: 'Software' });
    const created = (await world.admin.post('/vendors', body)).json().vendor;
    const res = await world.admin.put(`/vendors/${created._id}`, {
      ...body,
      pointOfContact: 'Meera Iyer',
      website: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().vendor).toMatchObject({ pointOfContact: 'Meera Iyer', website: null });
    await world.admin.put(`/vendors/${created._id}`, {
      ...body,
      pointOfContact: 'Meera Iyer',
      website: null,
    });
    const log = await vendorLog(created._id);
    expect(log.map((r) => r.action)).toEqual(['create', 'update']);
    expect(log[1]).toMatchObject({
      before: { vendorName: 'Helix Software', pointOfContact: body.pointOfContact },
      after: { vendorName: 'Helix Software', pointOfContact: 'Meera Iyer', website: null },
    });
    expectErrorBody(await world.admin.put(`/vendors/${created._id}`, { vendorName: 'x' }), 400);
  });

  it('counts the assets and purchase orders naming a vendor and refuses its delete while they do', async () => {
    const vendor = await createVendor(world.admin, { vendorName: 'Quasar Devices' });
    const asset = await db()
      .selectFrom('assets')
      .select('id')
      .where('company_id', '=', world.demo.companyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const setAsset = (vendor: string | null) =>
      db().updateTable('assets').set({ vendor }).where('id', '=', asset.id).execute();
    const setOrder = (vendor: string | null) =>
      db()
        .updateTable('purchase_orders')
        .set({ vendor })
        .where('id', '=', world.demo.purchaseOrderId)
        .execute();
    await setAsset('QUASAR devices');
    await setOrder('quasar devices');
    // Another company's asset of the same name counts for nobody here.
    await db()
      .updateTable('assets')
      .set({ vendor: 'Quasar Devices' })
      .where('id', '=', world.foreign.assetId)
      .execute();

    const read = (await world.admin.get(`/vendors/${vendor._id}`)).json().vendor;
    expect(read).toMatchObject({ assetCount: 1, purchaseOrderCount: 1 });
    const listed = (await world.admin.get('/vendors?search=quasar')).json();
    expect(listed.vendors).toHaveLength(1);
    expect(listed.vendors[0]).toMatchObject({ assetCount: 1, purchaseOrderCount: 1 });

    const refused = expectErrorBody(await world.admin.del(`/vendors/${vendor._id}`), 409);
    expect(refused.error).toBe(
      'Quasar Devices is still named by 1 asset and 1 purchase order: change their vendor first',
    );
    await setAsset(null);
    const one = expectErrorBody(await world.admin.del(`/vendors/${vendor._id}`), 409);
    expect(one.error).toContain('by 1 purchase order:');
    await setOrder(null);

    expect((await world.admin.del(`/vendors/${vendor._id}`)).statusCode).toBe(200);
    expectErrorBody(await world.admin.get(`/vendors/${vendor._id}`), 404);
    expectErrorBody(await world.admin.del(`/vendors/${vendor._id}`), 404);
    const log = await vendorLog(vendor._id);
    expect(log.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(log[1]!.before).toMatchObject({ vendorName: 'Quasar Devices' });
  });

  it('searches, filters by status and type, pages, and counts each status', async () => {
    const tag = 'Paging';
    const made = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) {
      made.push(
        await createVendor(world.admin, {
          vendorName: `${tag} ${name}`,
          vendorType: name === 'Delta' ? 'Cloud' : 'Hardware',
        }),
      );
    }
    const setStatus = (id: string, values: Record<string, unknown>) =>
      db().updateTable('vendors').set(values).where('id', '=', id).execute();
    await setStatus(made[0]!._id, {
      status: 'approved',
      score: 87.5,
      certificate_issued_on: sql<string>`current_date - 30`,
      certificate_expires_on: sql<string>`current_date + 335`,
    });
    // Approved, but its certificate lapsed yesterday: it reads as expired.
    await setStatus(made[1]!._id, {
      status: 'approved',
      certificate_issued_on: sql<string>`current_date - 366`,
      certificate_expires_on: sql<string>`current_date - 1`,
    });
    await setStatus(made[2]!._id, { status: 'in_review' });

    const page = (q: string) => world.admin.get(`/vendors?search=${tag}&${q}`);
    const all = (await page('limit=2')).json();
    expect(all.total).toBe(4);
    expect(all.vendors.map((v: { vendorName: string }) => v.vendorName)).toEqual([
      'Paging Alpha',
      'Paging Bravo',
    ]);
    expect(all.statusCounts).toEqual({ approved: 1, expired: 1, in_review: 1, registered: 1 });
    expect(all.vendors[0]).toMatchObject({ status: 'approved', score: 87.5 });
    expect(all.vendors[1].status).toBe('expired');
    const second = (await page('limit=2&pageNumber=1')).json();
    expect(second.vendors.map((v: { vendorName: string }) => v.vendorName)).toEqual([
      'Paging Charlie',
      'Paging Delta',
    ]);
    expect((await page('limit=2&pageNumber=2')).json().vendors).toEqual([]);

    const expired = (await page('status=expired')).json();
    expect(expired.vendors.map((v: { _id: string }) => v._id)).toEqual([made[1]!._id]);
    // The chips keep every status's count while one is chosen.
    expect(expired.statusCounts.registered).toBe(1);
    const two = (await page('status=approved,registered')).json();
    expect(two.total).toBe(2);
    const cloud = (await page('vendorType=cloud')).json();
    expect(cloud.vendors.map((v: { vendorName: string }) => v.vendorName)).toEqual([
      'Paging Delta',
    ]);
    const byContact = (await world.admin.get(`/vendors?search=${made[2]!.pointOfContact}`)).json();
    expect(byContact.vendors.map((v: { _id: string }) => v._id)).toContain(made[2]!._id);
    const expiry = (await page('sort=expiry')).json();
    expect(expiry.vendors[0]._id).toBe(made[1]!._id);
    // A literal % finds nothing rather than everything.
    expect((await world.admin.get('/vendors?search=%25%25')).json().total).toBe(0);

    for (const [query, field] of [
      ['status=archived', 'status'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['pageNumber=-1', 'pageNumber'],
      ['sort=price', 'sort'],
    ]) {
      const body = expectErrorBody(await world.admin.get(`/vendors?${query}`), 400);
      expect(body.issues?.[0]?.field.split('.')[0]).toBe(field);
    }
  });

  it('answers 404 for another company’s vendor and never lists it', async () => {
    const theirs = await createVendor(world.other, { vendorName: 'Other Ltd Supplier' });
    expectErrorBody(await world.admin.get(`/vendors/${theirs._id}`), 404);
    expectErrorBody(await world.admin.put(`/vendors/${theirs._id}`, vendorBody()), 404);
    expectErrorBody(await world.admin.del(`/vendors/${theirs._id}`), 404);
    const listed = (await world.admin.get('/vendors?search=Other%20Ltd%20Supplier')).json();
    expect(listed.total).toBe(0);
    const row = await db()
      .selectFrom('vendors')
      .select(['vendor_name', 'company_id'])
      .where('id', '=', theirs._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ vendor_name: 'Other Ltd Supplier', company_id: otherCompanyId });
  });

  it('tells an asset the standing of the vendor it names, in its own company only', async () => {
    const vendor = await createVendor(world.admin, { vendorName: 'Helios Systems' });
    await db()
      .updateTable('vendors')
      .set({ status: 'approved', score: 87.5, certificate_expires_on: '2099-03-31' })
      .where('id', '=', vendor._id)
      .execute();
    const res = await world.admin.get('/vendors/standing?name=%20helios%20SYSTEMS');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      type: 'success',
      vendor: {
        _id: vendor._id,
        vendorName: 'Helios Systems',
        status: 'approved',
        score: 87.5,
        certificateExpiresOn: '2099-03-31',
      },
    });
    // A lapsed certificate reads as expired before any sweep writes it.
    await db()
      .updateTable('vendors')
      .set({ certificate_expires_on: '2000-01-01' })
      .where('id', '=', vendor._id)
      .execute();
    expect(
      (await world.admin.get('/vendors/standing?name=Helios%20Systems')).json().vendor,
    ).toMatchObject({ status: 'expired' });
    // Another company's vendor of that name is not theirs to see.
    await createVendor(world.other, { vendorName: 'Solo Other Supplies' });
    expect(
      (await world.admin.get('/vendors/standing?name=Solo%20Other%20Supplies')).json(),
    ).toEqual({ type: 'success', vendor: null });
    for (const query of ['?name=%20', '', `?name=${'x'.repeat(201)}`]) {
      const body = expectErrorBody(await world.admin.get(`/vendors/standing${query}`), 400);
      expect(body.issues?.map((i) => i.field)).toEqual(['name']);
    }
  });

  it('refuses every vendor route without its permission (403)', async () => {
    const vendor = await createVendor(world.admin);
    // The Viewer role has nothing of on_vendor.
    expectErrorBody(await world.viewer.get('/vendors'), 403);
    expectErrorBody(await world.viewer.get(`/vendors/${vendor._id}`), 403);
    const reader = await userWith(world, { on_vendor: { vendor: ['view'] } });
    expect((await reader.client.get('/vendors')).statusCode).toBe(200);
    expect((await reader.client.get(`/vendors/${vendor._id}`)).statusCode).toBe(200);
    expectErrorBody(await reader.client.post('/vendors', vendorBody()), 403);
    expectErrorBody(await reader.client.put(`/vendors/${vendor._id}`, vendorBody()), 403);
    expectErrorBody(await reader.client.del(`/vendors/${vendor._id}`), 403);
    const editor = await userWith(world, { on_vendor: { vendor: ['edit'] } });
    expectErrorBody(await editor.client.del(`/vendors/${vendor._id}`), 403);
    expect((await editor.client.put(`/vendors/${vendor._id}`, vendorBody())).statusCode).toBe(200);
  });
});

// ---- questionnaires ------------------------------------------------------------------

function sections() {
  return [
    {
      id: 's1',
      qtype: 'section',
      name: 'Security',
      description: 'How you keep our data safe',
      validSection: true,
      questions: [
        {
          id: 'q1',
          qtype: 'multiple-choice',
          question: 'Do you hold ISO 27001?',
          validQuestion: true,
          required: true,
          choices: [
            { id: 'c1', text: 'Yes', points: 10 },
            { id: 'c2', text: 'No' },
          ],
          mcqAnswer: ['c1'],
        },
        {
          id: 'q2',
          qtype: 'upload-file',
          question: 'Upload the certificate',
          showWhen: { questionId: 'q1', choiceId: 'c1' },
          answer: '',
        },
      ],
    },
    {
      id: 's2',
      qtype: 'section',
      name: 'Support',
      description: '',
      questions: [{ id: 'q3', qtype: 'question-answer', question: 'Your support hours?' }],
    },
  ];
}

describe('questionnaires', () => {
  it('stores the builder’s draft, a file question by its one name, without the builder’s flags', async () => {
    const res = await world.admin.post('/vendors/questionnaires', {
      name: 'Security review',
      description: 'For every hardware vendor',
      sections: sections(),
    });
    expect(res.statusCode).toBe(201);
    const q = res.json().questionnaire;
    expect(q).toMatchObject({
      name: 'Security review',
      description: 'For every hardware vendor',
      isDefault: false,
      version: 1,
      sectionCount: 2,
      questionCount: 3,
    });
    expect(q.sections[0]).toEqual({
      id: 's1',
      qtype: 'section',
      name: 'Security',
      description: 'How you keep our data safe',
      questions: [
        {
          id: 'q1',
          qtype: 'multiple-choice',
          question: 'Do you hold ISO 27001?',
          required: true,
          points: 0,
          choices: [
            { id: 'c1', text: 'Yes', points: 10 },
            { id: 'c2', text: 'No', points: 0 },
          ],
        },
        {
          id: 'q2',
          qtype: 'file-question',
          question: 'Upload the certificate',
          required: false,
          points: 0,
          showWhen: { questionId: 'q1', choiceId: 'c1' },
        },
      ],
    });
    const read = (await world.admin.get(`/vendors/questionnaires/${q._id}`)).json();
    expect(read.questionnaire).toEqual(q);
    const listed = (await world.admin.get('/vendors/questionnaires')).json().questionnaires;
    const summary = listed.find((s: { _id: string }) => s._id === q._id);
    expect(summary).toMatchObject({ name: 'Security review', questionCount: 3 });
    expect(summary.sections).toBeUndefined();
    const log = await db()
      .selectFrom('activity_log')
      .select(['action', 'after'])
      .where('entity_type', '=', 'vendor_questionnaire')
      .where('entity_id', '=', q._id)
      .execute();
    expect(log).toEqual([
      {
        action: 'create',
        after: { name: 'Security review', isDefault: false, version: 1, sections: 2, questions: 3 },
      },
    ]);
  });

  it('refuses a bad draft with 400 naming the field', async () => {
    type Draft = ReturnType<typeof sections>;
    const cases: [(s: Draft) => unknown, string][] = [
      [() => [], 'sections'],
      [(s) => [{ ...s[0]!, questions: [] }], 'sections'],
      [(s) => [{ ...s[0]!, name: ' ' }], 'sections.0.name'],
      [
        (s) => [s[0], { ...s[1]!, questions: [{ ...s[1]!.questions[0]!, question: '' }] }],
        'sections.1.questions.0.question',
      ],
      [
        (s) => [{ ...s[0]!, questions: [{ ...s[0]!.questions[0]!, choices: [] }] }],
        'sections.0.questions.0.choices',
      ],
      [
        (s) => [{ ...s[0]!, questions: [{ ...s[0]!.questions[0]!, qtype: 'essay' }] }],
        'sections.0.questions.0.qtype',
      ],
      [(s) => [s[0], { ...s[1]!, id: 's1' }], 'sections.1.id'],
      [
        (s) => [s[0], { ...s[1]!, questions: [{ ...s[1]!.questions[0]!, id: 'q1' }] }],
        'sections.1.questions.0.id',
      ],
      [
        (s) => [
          {
            ...s[0]!,
            questions: [
              s[0]!.questions[0]!,
              { ...s[0]!.questions[1]!, showWhen: { questionId: 'q9', choiceId: 'c1' } },
            ],
          },
        ],
        'sections.0.questions.1.showWhen.questionId',
      ],
      [
        (s) => [
          {
            ...s[0]!,
            questions: [
              s[0]!.questions[0]!,
              { ...s[0]!.questions[1]!, showWhen: { questionId: 'q1', choiceId: 'c9' } },
            ],
          },
        ],
        'sections.0.questions.1.showWhen.choiceId',
      ],
      [
        (s) => [
          {
            ...s[0]!,
            questions: [
              { ...s[0]!.questions[0]!, choices: [{ id: 'c1', text: 'A', points: 101 }] },
            ],
          },
        ],
        'sections.0.questions.0.choices.0.points',
      ],
    ];
    for (const [make, field] of cases) {
      const body = expectErrorBody(
        await world.admin.post('/vendors/questionnaires', {
          name: 'Broken',
          sections: make(sections()),
        }),
        400,
      );
      expect(body.issues?.[0]?.field).toBe(field);
    }
    const noName = expectErrorBody(
      await world.admin.post('/vendors/questionnaires', { name: '', sections: sections() }),
      400,
    );
    expect(noName.issues?.[0]?.field).toBe('name');
    const fifty = Array.from({ length: 51 }, (_, i) => ({ ...sections()[1]!, id: `s${i}` }));
    expect(
      expectErrorBody(
        await world.admin.post('/vendors/questionnaires', { name: 'Big', sections: fifty }),
        400,
      ).issues?.[0]?.field,
    ).toBe('sections');
  });

  it('counts a new version when the sections change, keeps one standard questionnaire, and deletes', async () => {
    const create = (name: string, isDefault: boolean) =>
      world.admin.post('/vendors/questionnaires', { name, isDefault, sections: sections() });
    // Demo Corp's seed has its standard questionnaire; a new standard one replaces it.
    const seeded = (await world.admin.get('/vendors/questionnaires/default')).json().questionnaire;
    expect(seeded).toMatchObject({ name: 'Standard vendor review', isDefault: true });
    const first = (await create('Standard A', true)).json().questionnaire;
    const wasSeeded = (await world.admin.get(`/vendors/questionnaires/${seeded._id}`)).json();
    expect(wasSeeded.questionnaire.isDefault).toBe(false);
    expect(
      (await world.admin.get('/vendors/questionnaires/default')).json().questionnaire._id,
    ).toBe(first._id);
    const second = (await create('Standard B', true)).json().questionnaire;
    expect(
      (await world.admin.get('/vendors/questionnaires/default')).json().questionnaire._id,
    ).toBe(second._id);
    expect(
      (await world.admin.get(`/vendors/questionnaires/${first._id}`)).json().questionnaire,
    ).toMatchObject({ isDefault: false });
    const taken = expectErrorBody(await create('standard a', false), 400);
    expect(taken.issues?.[0]?.field).toBe('name');

    // A rename alone keeps the version; a changed question is a new one.
    const renamed = await world.admin.put(`/vendors/questionnaires/${first._id}`, {
      name: 'Standard A (2026)',
      sections: sections(),
    });
    expect(renamed.json().questionnaire).toMatchObject({ name: 'Standard A (2026)', version: 1 });
    const changed = sections();
    changed[1]!.questions[0]!.question = 'Your support hours, in IST?';
    const edited = await world.admin.put(`/vendors/questionnaires/${first._id}`, {
      name: 'Standard A (2026)',
      sections: changed,
    });
    expect(edited.json().questionnaire).toMatchObject({ version: 2, questionCount: 3 });
    expect(edited.json().questionnaire.sections[1].questions[0].question).toBe(
      'Your support hours, in IST?',
    );
    const again = await world.admin.put(`/vendors/questionnaires/${first._id}`, {
      name: 'Standard A (2026)',
      sections: changed,
    });
    expect(again.json().questionnaire.version).toBe(2);
    const actions = await db()
      .selectFrom('activity_log')
      .select('action')
      .where('entity_type', '=', 'vendor_questionnaire')
      .where('entity_id', '=', first._id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'update']);

    expect((await world.admin.del(`/vendors/questionnaires/${second._id}`)).statusCode).toBe(200);
    expectErrorBody(await world.admin.get(`/vendors/questionnaires/${second._id}`), 404);
    expectErrorBody(await world.admin.get('/vendors/questionnaires/default'), 404);
  });

  it('answers 404 for another company’s questionnaire, 403 without the permission', async () => {
    const theirs = (
      await world.other.post('/vendors/questionnaires', { name: 'Theirs', sections: sections() })
    ).json().questionnaire;
    expectErrorBody(await world.admin.get(`/vendors/questionnaires/${theirs._id}`), 404);
    expectErrorBody(
      await world.admin.put(`/vendors/questionnaires/${theirs._id}`, {
        name: 'Mine now',
        sections: sections(),
      }),
      404,
    );
    expectErrorBody(await world.admin.del(`/vendors/questionnaires/${theirs._id}`), 404);
    const listed = (await world.admin.get('/vendors/questionnaires')).json().questionnaires;
    expect(listed.map((q: { _id: string }) => q._id)).not.toContain(theirs._id);

    const mine = (
      await world.admin.post('/vendors/questionnaires', { name: 'Gated', sections: sections() })
    ).json().questionnaire;
    expectErrorBody(await world.viewer.get('/vendors/questionnaires'), 403);
    // Registering a vendor needs the questionnaires to send, not the right to edit them.
    const registrar = await userWith(world, { on_vendor: { vendor: ['create'] } });
    expect((await registrar.client.get(`/vendors/questionnaires/${mine._id}`)).statusCode).toBe(
      200,
    );
    expectErrorBody(
      await registrar.client.put(`/vendors/questionnaires/${mine._id}`, {
        name: 'Gated',
        sections: sections(),
      }),
      403,
    );
    expectErrorBody(
      await registrar.client.post('/vendors/questionnaires', { name: 'X', sections: sections() }),
      403,
    );
    expectErrorBody(await registrar.client.del(`/vendors/questionnaires/${mine._id}`), 403);
  });
});

describe('Demo Corp’s seeded vendors', () => {
  it('has 25 vendors in every status, named by its assets and orders, scored once reviewed', async () => {
    const list = (await world.admin.get('/vendors?limit=100')).json();
    // Seeded vendors date from weeks ago; the other tests' from now.
    const seeded = list.vendors.filter(
      (v: { createdAt: string }) => Date.parse(v.createdAt) < Date.now() - 86_400_000,
    );
    expect(seeded).toHaveLength(25);
    const statuses = new Set(seeded.map((v: { status: string }) => v.status));
    expect([...statuses].sort()).toEqual([
      'answering',
      'approved',
      'expired',
      'in_review',
      'invited',
      'rejected',
    ]);
    expect(seeded.some((v: { assetCount: number }) => v.assetCount > 0)).toBe(true);
    for (const v of seeded as {
      status: string;
      score: number | null;
      certificateExpiresOn: string | null;
    }[]) {
      if (['approved', 'expired', 'rejected'].includes(v.status)) expect(v.score).not.toBeNull();
      if (v.status === 'approved') expect(v.certificateExpiresOn).not.toBeNull();
    }
    const reviewed = seeded.find((v: { status: string }) => v.status === 'approved');
    const review = (await world.admin.get(`/vendors/${reviewed._id}/review`)).json().review;
    expect(review.submitted).toBe(true);
    expect(review.score.score).toBe(reviewed.score);
  });
});
