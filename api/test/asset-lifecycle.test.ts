/** The transition table on the server, assignments and disposal. */
import {
  ASSET_STATES,
  canTransition,
  type AssetAssignment,
  type AssetState,
} from '@itam/shared/contracts';
import { expectErrorBody } from './helpers';
import { activityOf, assetWorld, createAsset, forceState, type AssetWorld } from './asset-fixtures';

let world: AssetWorld;
beforeAll(async () => {
  world = await assetWorld();
});
afterAll(() => world.env.close());

describe('POST /api/assets/:id/state', () => {
  it('allows exactly the transitions of the table', async () => {
    const asset = await createAsset(world);
    const employee = world.demo.employees[0]!;
    const outcomes: string[] = [];
    for (const from of ASSET_STATES) {
      for (const to of ASSET_STATES) {
        await forceState(world, asset._id, from, from === 'ASSIGNED' ? employee : null);
        const res = await world.admin.post(`/assets/${asset._id}/state`, {
          state: to,
          ...(to === 'ASSIGNED' ? { employeeId: employee } : {}),
        });
        const expected = canTransition(from, to) ? 200 : 409;
        if (res.statusCode !== expected)
          outcomes.push(`${from} -> ${to}: ${res.statusCode} ${res.body}`);
        if (expected === 200) expect(res.json().asset.state).toBe(to);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('logs the change with before and after', async () => {
    const asset = await createAsset(world);
    await world.admin.post(`/assets/${asset._id}/state`, { state: 'IN_REPAIR', note: 'Keyboard' });
    const log = await activityOf(world, asset._id);
    expect(log.at(-1)).toMatchObject({
      action: 'state-change',
      before: { state: 'IN_INVENTORY' },
      after: { state: 'IN_REPAIR', note: 'Keyboard' },
    });
  });

  it('needs an employee of the company to assign (400 employeeId)', async () => {
    const asset = await createAsset(world);
    expect(
      expectErrorBody(
        await world.admin.post(`/assets/${asset._id}/state`, { state: 'ASSIGNED' }),
        400,
      ).issues?.[0]?.field,
    ).toBe('employeeId');
    const foreign = await world.admin.post(`/assets/${asset._id}/state`, {
      state: 'ASSIGNED',
      employeeId: world.foreign.employeeId,
    });
    expect(expectErrorBody(foreign, 400).issues?.[0]?.field).toBe('employeeId');
    const withEmployee = await world.admin.post(`/assets/${asset._id}/state`, {
      state: 'LOST',
      employeeId: world.demo.employees[0],
    });
    expect(expectErrorBody(withEmployee, 400).issues?.[0]?.field).toBe('employeeId');
    expect((await world.admin.get(`/assets/${asset._id}`)).json().asset.state).toBe('IN_INVENTORY');
  });

  it('refuses DISPOSED (the dispose call does that) and anything after it', async () => {
    const asset = await createAsset(world);
    await forceState(world, asset._id, 'PENDING_DISPOSAL');
    expect(
      expectErrorBody(
        await world.admin.post(`/assets/${asset._id}/state`, { state: 'DISPOSED' }),
        409,
      ).issues?.[0]?.field,
    ).toBe('state');
    await forceState(world, asset._id, 'DISPOSED');
    for (const to of ASSET_STATES) {
      const body = {
        state: to,
        ...(to === 'ASSIGNED' ? { employeeId: world.demo.employees[0] } : {}),
      };
      expectErrorBody(await world.admin.post(`/assets/${asset._id}/state`, body), 409);
    }
  });

  it.each([
    [{ state: 'BROKEN' }, 'state'],
    [{}, 'state'],
    [{ state: 'LOST', date: 'yesterday' }, 'date'],
    [{ state: 'LOST', note: 'x'.repeat(501) }, 'note'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const asset = await createAsset(world);
    expect(
      expectErrorBody(await world.admin.post(`/assets/${asset._id}/state`, body), 400).issues?.map(
        (i) => i.field,
      ),
    ).toContain(field);
  });
});

describe('assign, unassign and the assignment history', () => {
  it('records every holder with dates, newest first', async () => {
    const asset = await createAsset(world, { dateOfPurchase: '2024-01-01' });
    const [first, second] = world.demo.employees as [string, string];
    const assigned = await world.admin.post(`/assets/${asset._id}/assign`, {
      employeeId: first,
      date: '2024-02-01',
    });
    expect(assigned.json().asset).toMatchObject({
      state: 'ASSIGNED',
      dateOfAssign: '2024-02-01',
      employee: { _id: first },
    });
    const handedOver = await world.admin.post(`/assets/${asset._id}/assign`, {
      employeeId: second,
      date: '2024-06-01',
      note: 'Team move',
    });
    expect(handedOver.json().asset.assignment).toMatchObject({
      employee: { _id: second },
      assignedOn: '2024-06-01',
      note: 'Team move',
    });
    const back = await world.admin.post(`/assets/${asset._id}/unassign`, {
      date: '2024-09-30',
      note: 'Left the company',
    });
    expect(back.json().asset).toMatchObject({
      state: 'IN_INVENTORY',
      employee: null,
      dateOfAssign: null,
      assignment: null,
    });
    const history = (await world.admin.get(`/assets/${asset._id}/assignments`)).json()
      .assignments as AssetAssignment[];
    expect(history.map((h) => [h.employee._id, h.assignedOn, h.returnedOn])).toEqual([
      [second, '2024-06-01', '2024-09-30'],
      [first, '2024-02-01', '2024-06-01'],
    ]);
    expect(history[0]).toMatchObject({
      returnNote: 'Left the company',
      assignedBy: { name: 'Priya Nair' },
    });
    expect((await activityOf(world, asset._id)).map((a) => a.action)).toEqual([
      'create',
      'assign',
      'assign',
      'unassign',
    ]);
  });

  it('refuses what the state does not allow (409)', async () => {
    const asset = await createAsset(world);
    const employee = world.demo.employees[0]!;
    expectErrorBody(
      await world.admin.post(`/assets/${asset._id}/unassign`, { date: '2024-05-01' }),
      409,
    );
    await forceState(world, asset._id, 'LOST');
    expectErrorBody(
      await world.admin.post(`/assets/${asset._id}/assign`, {
        employeeId: employee,
        date: '2024-05-01',
      }),
      409,
    );
    await forceState(world, asset._id, 'IN_INVENTORY');
    await world.admin.post(`/assets/${asset._id}/assign`, {
      employeeId: employee,
      date: '2024-05-01',
    });
    expectErrorBody(
      await world.admin.post(`/assets/${asset._id}/assign`, {
        employeeId: employee,
        date: '2024-05-02',
      }),
      409,
    );
  });

  it('keeps dates in order (400 date)', async () => {
    const asset = await createAsset(world, { dateOfPurchase: '2024-03-01' });
    const employee = world.demo.employees[0]!;
    const early = await world.admin.post(`/assets/${asset._id}/assign`, {
      employeeId: employee,
      date: '2024-02-01',
    });
    expect(expectErrorBody(early, 400).issues?.[0]?.field).toBe('date');
    await world.admin.post(`/assets/${asset._id}/assign`, {
      employeeId: employee,
      date: '2024-04-01',
    });
    const before = await world.admin.post(`/assets/${asset._id}/unassign`, { date: '2024-03-31' });
    expect(expectErrorBody(before, 400).issues?.[0]?.field).toBe('date');
    expect((await world.admin.get(`/assets/${asset._id}`)).json().asset.state).toBe('ASSIGNED');
  });

  it.each([
    ['assign', {}, 'employeeId'],
    ['assign', { employeeId: 'x', date: '2024-01-01' }, 'employeeId'],
    ['assign', { employeeId: '11111111-1111-4111-8111-111111111111' }, 'date'],
    ['unassign', { date: '2024-02-30' }, 'date'],
  ])('%s answers 400 naming the field for %j', async (route, body, field) => {
    const asset = await createAsset(world);
    expect(
      expectErrorBody(
        await world.admin.post(`/assets/${asset._id}/${route}`, body),
        400,
      ).issues?.map((i) => i.field),
    ).toContain(field);
  });

  it('shows a holder known only from the asset, and keeps it in the history when it changes', async () => {
    const asset = await createAsset(world);
    const [holder, next] = world.demo.employees.slice(3) as [string, string];
    await forceState(world, asset._id, 'ASSIGNED', holder);
    const listed = (await world.admin.get(`/assets/${asset._id}/assignments`)).json().assignments;
    expect(listed).toEqual([
      expect.objectContaining({
        _id: asset._id,
        employee: expect.objectContaining({ _id: holder }),
        assignedOn: '2024-02-01',
        returnedOn: null,
      }),
    ]);
    expect(
      (await world.admin.get(`/assets/${asset._id}`)).json().asset.assignment.employee._id,
    ).toBe(holder);
    await world.admin.post(`/assets/${asset._id}/assign`, { employeeId: next, date: '2024-03-01' });
    const history = (await world.admin.get(`/assets/${asset._id}/assignments`)).json()
      .assignments as AssetAssignment[];
    expect(history.map((h) => [h.employee._id, h.assignedOn, h.returnedOn])).toEqual([
      [next, '2024-03-01', null],
      [holder, '2024-02-01', '2024-03-01'],
    ]);
  });

  it('lists assignments of a company asset only', async () => {
    expectErrorBody(await world.admin.get(`/assets/${world.foreign.assetId}/assignments`), 404);
  });
});

describe('POST /api/assets/:id/dispose', () => {
  const details = { date: '2025-03-01', method: 'e-waste', certificateNumber: 'EW-2025-0042' };

  it('disposes a pending asset with its details, and nothing changes it after', async () => {
    const asset = await createAsset(world);
    await world.admin.post(`/assets/${asset._id}/state`, { state: 'PENDING_DISPOSAL' });
    const res = await world.admin.post(`/assets/${asset._id}/dispose`, details);
    expect(res.statusCode).toBe(200);
    expect(res.json().asset).toMatchObject({
      state: 'DISPOSED',
      disposal: { date: '2025-03-01', method: 'e-waste', certificateNumber: 'EW-2025-0042' },
    });
    expect((await activityOf(world, asset._id)).at(-1)).toMatchObject({
      action: 'dispose',
      before: { state: 'PENDING_DISPOSAL' },
      after: { state: 'DISPOSED' },
    });
    expectErrorBody(await world.admin.post(`/assets/${asset._id}/dispose`, details), 409);
    expectErrorBody(
      await world.admin.post(`/assets/${asset._id}/state`, { state: 'IN_INVENTORY' }),
      409,
    );
  });

  it.each(['IN_INVENTORY', 'ASSIGNED', 'RETIRED', 'DEAD'] as AssetState[])(
    'refuses a %s asset (409)',
    async (state) => {
      const asset = await createAsset(world);
      await forceState(
        world,
        asset._id,
        state,
        state === 'ASSIGNED' ? world.demo.employees[0]! : null,
      );
      expect(
        expectErrorBody(await world.admin.post(`/assets/${asset._id}/dispose`, details), 409)
          .issues?.[0]?.field,
      ).toBe('state');
    },
  );

  it.each([
    [{ ...details, method: 'burnt' }, 'method'],
    [{ ...details, certificateNumber: '  ' }, 'certificateNumber'],
    [{ ...details, date: undefined }, 'date'],
    [{ ...details, date: '2023-12-31' }, 'date'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const asset = await createAsset(world, { dateOfPurchase: '2024-01-15' });
    await forceState(world, asset._id, 'PENDING_DISPOSAL');
    expect(
      expectErrorBody(
        await world.admin.post(`/assets/${asset._id}/dispose`, body),
        400,
      ).issues?.map((i) => i.field),
    ).toContain(field);
    expect((await world.admin.get(`/assets/${asset._id}`)).json().asset.state).toBe(
      'PENDING_DISPOSAL',
    );
  });
});
