import { isAllowed, MARKETING_ERRORS, perm, type Policies } from '@itam/shared/contracts';
import { buildApp } from '../src/app';
import {
  bearer,
  createTestEnv,
  expectErrorBody,
  freshAddress,
  loginRequest,
  type TestEnv,
} from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const post = (url: string, payload: unknown, remoteAddress = freshAddress(), app = env.app) =>
  app.inject({
    method: 'POST',
    url: `/api/itam/open-api/${url}`,
    payload: payload as object,
    remoteAddress,
  });

const contact = {
  kind: 'contact-us',
  name: 'Asha Verma',
  email: 'Asha@Example.com',
  topic: 'sales',
  message: 'We track 400 laptops in spreadsheets.',
};
const register = {
  companyName: 'Brightwave Labs',
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@brightwave.test',
  phone: '+91 98765 43210',
  password: 'Strong@Pass1',
  modules: ['asset-management', 'incident-management'],
  acceptTerms: true,
};

describe('plans and device catalogue', () => {
  it('lists a monthly and a yearly plan for every module, anonymously', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/itam/open-api/plans' });
    expect(res.statusCode).toBe(200);
    const { plans } = res.json() as {
      plans: { module: string; billingCycle: string; amountPaise: number }[];
    };
    expect(plans).toHaveLength(10);
    for (const module of [
      'asset-management',
      'it-products',
      'it-services',
      'saas-products',
      'incident-management',
    ]) {
      const monthly = plans.find((p) => p.module === module && p.billingCycle === 'monthly')!;
      const yearly = plans.find((p) => p.module === module && p.billingCycle === 'yearly')!;
      expect(yearly.amountPaise).toBe(monthly.amountPaise * 10);
    }
  });

  it('lists devices and answers 404 for an unknown one', async () => {
    const list = (
      await env.app.inject({ method: 'GET', url: '/api/itam/open-api/devices' })
    ).json();
    expect(list.devices.length).toBeGreaterThanOrEqual(6);
    const one = await env.app.inject({
      method: 'GET',
      url: `/api/itam/open-api/devices/${list.devices[0].id}`,
    });
    expect(one.json().device).toEqual(list.devices[0]);
    expectErrorBody(
      await env.app.inject({ method: 'GET', url: '/api/itam/open-api/devices/no-such-device' }),
      404,
    );
    expectErrorBody(
      await env.app.inject({ method: 'GET', url: '/api/itam/open-api/devices/..%2Fx' }),
      404,
    );
  });
});

describe('POST /api/{product}/open-api/leads', () => {
  it('stores a contact lead with a reference, the email lower-cased', async () => {
    const res = await post('leads', contact);
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    expect(reference).toMatch(/^LD-\d{6}-[2-9A-Z]{6}$/);
    const row = await env.database.db
      .selectFrom('leads')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'contact-us',
      email: 'asha@example.com',
      phone: null,
      details: { topic: 'sales' },
    });
  });

  it('stores each kind with its own fields', async () => {
    const eoi = {
      kind: 'eoi',
      name: 'Ravi Kumar',
      email: 'ravi@acme.test',
      phone: '9876543210',
      company: 'Acme',
      companySize: '51-200',
      modules: ['asset-management', 'asset-management'],
      timeline: 'now',
    };
    const partner = {
      kind: 'partner',
      programme: 'idfc',
      name: 'Nisha Shah',
      email: 'nisha@bank.test',
      phone: '022 1234 5678',
      company: 'Shah IT',
      partnerType: 'reseller',
      website: '',
    };
    const devices = {
      kind: 'device-selection',
      name: 'Kiran Das',
      email: 'kiran@acme.test',
      phone: '9876501234',
      company: 'Acme',
      joiners: '12',
      devices: [{ deviceId: 'latitude-3540', quantity: '12' }],
    };
    for (const lead of [eoi, partner, devices])
      expect((await post('leads', lead)).statusCode).toBe(201);
    const rows = await env.database.db
      .selectFrom('leads')
      .select(['kind', 'details'])
      .where('kind', 'in', ['eoi', 'partner', 'device-selection'])
      .execute();
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r.details]));
    expect(byKind.eoi).toMatchObject({ modules: ['asset-management'], companySize: '51-200' });
    expect(byKind.partner).toMatchObject({ programme: 'idfc', partnerType: 'reseller' });
    expect(byKind['device-selection']).toMatchObject({
      joiners: 12,
      devices: [{ deviceId: 'latitude-3540', quantity: 12 }],
    });
  });

  it.each([
    [{ ...contact, email: 'not-an-email' }, 'email'],
    [{ ...contact, message: 'short' }, 'message'],
    [{ ...contact, topic: 'gossip' }, 'topic'],
    [{ ...contact, kind: 'spam' }, 'kind'],
    [
      {
        kind: 'eoi',
        name: 'A B',
        email: 'a@b.test',
        phone: '12',
        company: 'X Co',
        companySize: '1-50',
        modules: [],
        timeline: 'now',
      },
      'phone',
    ],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const body = expectErrorBody(await post('leads', payload), 400);
    expect(body.issues?.map((i) => i.field)).toContain(field);
  });

  it('refuses a device that is not in the catalogue', async () => {
    const lead = {
      kind: 'device-selection',
      name: 'Kiran Das',
      email: 'kiran@acme.test',
      phone: '9876501234',
      company: 'Acme',
      joiners: 3,
      devices: [
        { deviceId: 'latitude-3540', quantity: 1 },
        { deviceId: 'no-such-laptop', quantity: 2 },
      ],
    };
    const body = expectErrorBody(await post('leads', lead), 400);
    expect(body.issues).toEqual([
      { field: 'devices.1.deviceId', message: MARKETING_ERRORS.unknownDevice },
    ]);
  });

  it('rate-limits per client address', async () => {
    const app = await buildApp(
      { ...env.config, limits: { ...env.config.limits, publicFormsPerMinute: 2 } },
      { database: env.database },
    );
    try {
      const address = freshAddress();
      for (let i = 0; i < 2; i++)
        expect((await post('leads', contact, address, app)).statusCode).toBe(201);
      expectErrorBody(await post('leads', contact, address, app), 429);
      expect((await post('leads', contact, freshAddress(), app)).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/{product}/open-api/register', () => {
  it('creates the company with its modules and an admin who can log in, without a licence yet', async () => {
    const res = await post('register', register);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'success',
      company: { name: 'Brightwave Labs', roles: ['asset-management', 'incident-management'] },
    });
    const login = await loginRequest(env.app, 'MEERA@brightwave.test', 'Strong@Pass1');
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const verified = (
      await env.app.inject({
        method: 'POST',
        url: '/api/auth/verify-token',
        headers: bearer(token),
      })
    ).json();
    expect(verified).toMatchObject({
      user: { firstName: 'Meera', email: 'meera@brightwave.test' },
      company: { name: 'Brightwave Labs', roles: ['asset-management', 'incident-management'] },
      licenseCode: 'LICENSE_REQUIRED',
    });
    const roles = (
      await env.app.inject({ method: 'GET', url: '/api/itam/roles/get', headers: bearer(token) })
    ).json();
    expect(roles.roleInfo.roleName).toBe('Admin');
    expect(roles.roleInfo.policies.on_organsiation.company_information).toEqual(
      expect.arrayContaining(['view', 'edit']),
    );
    expect(roles.roleInfo.policies.on_incident.ticket_queue).toEqual(['view']);
    // Beside Admin and Viewer, the plain staff role of the service desk.
    const created = await env.database.db
      .selectFrom('roles as r')
      .innerJoin('companies as c', 'c.id', 'r.company_id')
      .select(['r.role_name', 'r.policies'])
      .where('c.name', '=', 'Brightwave Labs')
      .orderBy('r.role_name')
      .execute();
    expect(created.map((r) => r.role_name)).toEqual(['Admin', 'Staff', 'Viewer']);
    expect(created[1]!.policies).toEqual({
      on_incident: { ticket: ['create', 'view'] },
      on_shop: { shop_order: ['create', 'view'], shop_approval: ['edit'] },
    });
  });

  it('gives a new company’s Staff the shop’s share of the seeded Staff role', async () => {
    const res = await post('register', {
      ...register,
      companyName: 'Shopfloor Ltd',
      email: 'owner@shopfloor.test',
      modules: ['asset-management', 'it-products'],
    });
    expect(res.statusCode).toBe(201);
    const staffOf = (company: string) =>
      env.database.db
        .selectFrom('roles as r')
        .innerJoin('companies as c', 'c.id', 'r.company_id')
        .select('r.policies')
        .where('c.name', '=', company)
        .where('r.role_name', '=', 'Staff')
        .executeTakeFirstOrThrow();
    const [registered, seeded] = await Promise.all([
      staffOf('Shopfloor Ltd'),
      staffOf('Demo Corp'),
    ]);
    const policies = registered.policies as Policies;
    expect(policies.on_shop).toEqual((seeded.policies as Policies).on_shop);
    // Ordering and following one's orders: what the shop's cart and order routes ask for.
    expect(isAllowed(policies, perm('on_shop', 'shop_order', 'create'))).toBe(true);
    expect(isAllowed(policies, perm('on_shop', 'shop_order', 'view'))).toBe(true);
    expect(isAllowed(policies, perm('on_shop', 'shop_fulfilment', 'edit'))).toBe(false);
    expect(isAllowed(policies, perm('on_shop', 'shop_catalogue', 'edit'))).toBe(false);
  });

  it('refuses a duplicate email whatever its case, and creates nothing', async () => {
    const before = await env.database.db
      .selectFrom('companies')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const email of ['admin@demo.test', 'ADMIN@Demo.Test']) {
      const body = expectErrorBody(await post('register', { ...register, email }), 400);
      expect(body.error).toBe(MARKETING_ERRORS.emailTaken);
      expect(body.issues).toEqual([{ field: 'email', message: MARKETING_ERRORS.emailTaken }]);
    }
    const after = await env.database.db
      .selectFrom('companies')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lets only one of two simultaneous registrations of an email through', async () => {
    const both = await Promise.all(
      [1, 2].map((n) =>
        post('register', { ...register, companyName: `Race ${n}`, email: 'race@brightwave.test' }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.statusCode === 400)!.json().error).toBe(MARKETING_ERRORS.emailTaken);
  });

  it.each([
    ['short', 'password'],
    ['alllowercase1!', 'password'],
    ['NoDigits!!', 'password'],
    ['NoSymbol123', 'password'],
  ])('refuses the weak password %s', async (password, field) => {
    const body = expectErrorBody(
      await post('register', { ...register, email: 'weak@brightwave.test', password }),
      400,
    );
    expect(body.issues?.[0]?.field).toBe(field);
    expect(body.error).toMatch(/^Password must/);
  });

  it.each([
    [{ modules: [] }, 'modules'],
    [{ modules: ['payroll'] }, 'modules.0'],
    [{ acceptTerms: false }, 'acceptTerms'],
    [{ companyName: ' ' }, 'companyName'],
    [{ email: 'nobody' }, 'email'],
    [{ phone: 'call me' }, 'phone'],
  ])('answers 400 for bad field %j', async (patch, field) => {
    const body = expectErrorBody(
      await post('register', { ...register, email: 'bad@brightwave.test', ...patch }),
      400,
    );
    expect(body.issues?.map((i) => i.field)).toContain(field);
  });
});
