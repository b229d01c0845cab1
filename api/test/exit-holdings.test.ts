/**
 * The clearance certificate states only what is true (issue 31). Until the authority
 * signs, what a leaver holds is what their exit lists: an asset the exit recovered is not
 * assigned back to them (409 EXIT_ITEM_RECOVERED), once IT has signed they receive no asset
 * at all (409 EXIT_RECOVERY_SIGNED), and before that an asset given to them joins the exit
 * as one more item to recover. The paths that give an asset a holder keep the rule (assign,
 * a state change to ASSIGNED, an edit, a new asset, an exit's transfer to a successor);
 * the authority's signature refuses holdings the records contradict (409
 * EXIT_HOLDINGS_CHANGED), and two signatures at once write once.
 */
import { expectErrorBody } from './helpers';
import { assetBody, createAsset, type AssetWorld } from './asset-fixtures';
import {
  assetState,
  exitWorld,
  heldAsset,
  newEmployee,
  pdfLines,
  SIGNATURE,
  startExit,
  type ExitBody,
  type ExitWorld,
} from './exit-fixtures';

let ew: ExitWorld;
let world: AssetWorld;

beforeAll(async () => {
  ew = await exitWorld();
  world = ew.world;
});
afterAll(() => world.env.close());

const returnItem = (exit: ExitBody, assetId: string) =>
  ew.itHead.client.post(
    `/exits/${exit._id}/items/${exit.items.find((i) => i.asset._id === assetId)!._id}`,
    { outcome: 'returned', condition: 'good', dataWiped: true },
  );

const sign = (exit: ExitBody, key: 'it' | 'finance' | 'hr') =>
  (key === 'it'
    ? ew.itHead
    : key === 'finance'
      ? ew.financeHead
      : { client: world.admin }
  ).client.post(`/exits/${exit._id}/departments/${key}/sign`, {});

const assign = (assetId: string, employeeId: string) =>
  world.admin.post(`/assets/${assetId}/assign`, { employeeId, date: '2026-01-05' });

const readExit = async (exit: ExitBody) =>
  (await world.admin.get(`/exits/${exit._id}`)).json().exit as ExitBody;

/** A leaver holding a dock, the dock returned and IT's part signed. */
async function returnedAndSigned() {
  const leaver = await newEmployee(world);
  const dock = await heldAsset(world, leaver.id);
  const exit = await startExit(ew, leaver.id);
  expect((await returnItem(exit, dock._id)).statusCode).toBe(200);
  expect((await sign(exit, 'it')).statusCode).toBe(200);
  return { leaver, dock, exit };
}

function expectRefusal(res: Awaited<ReturnType<typeof assign>>, code: string) {
  const body = expectErrorBody(res, 409) as { code?: string; issues?: { field: string }[] };
  expect(body.code).toBe(code);
  expect(body.issues?.[0]?.field).toBe('employeeId');
}

describe("a recovered item during the leaver's exit", () => {
  it('is not assigned back to the leaver after IT signed, and the certificate says what is true', async () => {
    const { leaver, dock, exit } = await returnedAndSigned();

    const refused = await assign(dock._id, leaver.id);
    expectRefusal(refused, 'EXIT_ITEM_RECOVERED');
    expect(refused.json().error).toContain(dock.name);
    // Nor through a state change to ASSIGNED, or an edit naming the leaver.
    expectRefusal(
      await world.admin.post(`/assets/${dock._id}/state`, {
        state: 'ASSIGNED',
        employeeId: leaver.id,
      }),
      'EXIT_ITEM_RECOVERED',
    );
    expectRefusal(
      await world.admin.put(
        `/assets/${dock._id}`,
        assetBody(world, { name: dock.name, state: 'ASSIGNED', employeeId: leaver.id }),
      ),
      'EXIT_ITEM_RECOVERED',
    );
    expect(await assetState(world, dock._id)).toEqual({ state: 'IN_INVENTORY', employee_id: null });

    for (const key of ['finance', 'hr'] as const)
      expect((await sign(exit, key)).statusCode).toBe(200);
    const done = await ew.authority.client.post(`/exits/${exit._id}/authority-sign`, {
      name: 'Meera Iyer',
      signature: SIGNATURE,
    });
    expect(done.statusCode).toBe(200);

    // The exit page and the certificate agree: returned, and not with the leaver.
    const page = (await readExit(exit)).items.find((i) => i.asset._id === dock._id)!;
    expect(page).toMatchObject({
      outcome: 'returned',
      asset: { state: 'IN_INVENTORY', holder: null },
    });
    const pdf = await world.admin.get(`/exits/${exit._id}/certificate`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfLines(pdf.rawPayload)).toContain(
      `${dock.name} (${dock.tag}): returned, condition good, data wiped`,
    );

    // The exit is completed: the asset may go to the employee again.
    expect((await assign(dock._id, leaver.id)).statusCode).toBe(200);
  });

  it('is not assigned back before IT signs either; another asset then joins the exit as pending', async () => {
    const leaver = await newEmployee(world);
    const [dock, laptop] = [await heldAsset(world, leaver.id), await heldAsset(world, leaver.id)];
    const exit = await startExit(ew, leaver.id);
    expect((await returnItem(exit, dock._id)).statusCode).toBe(200);
    expectRefusal(await assign(dock._id, leaver.id), 'EXIT_ITEM_RECOVERED');

    // A replacement given during the notice period is one more item to recover.
    const spare = await createAsset(world);
    expect((await assign(spare._id, leaver.id)).statusCode).toBe(200);
    const listed = await readExit(exit);
    expect(listed.items.map((i) => [i.asset._id, i.outcome]).sort()).toEqual(
      [
        [dock._id, 'returned'],
        [laptop._id, 'pending'],
        [spare._id, 'pending'],
      ].sort(),
    );
    expect(listed.outstanding.items).toBe(2);
    const log = await world.env.database.db
      .selectFrom('activity_log')
      .select('after')
      .where('entity_id', '=', spare._id)
      .where('action', '=', 'exit.pending-return')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.after).toMatchObject({ exitId: exit._id, employee: { _id: leaver.id } });
    expect(expectErrorBody(await sign(exit, 'it'), 409).issues?.[0]?.field).toBe('items');
  });
});

describe('any asset for a leaver whose IT part is signed', () => {
  it('is refused on every path that gives an asset a holder', async () => {
    const { leaver, exit } = await returnedAndSigned();
    const stock = await createAsset(world);
    expectRefusal(await assign(stock._id, leaver.id), 'EXIT_RECOVERY_SIGNED');
    expectRefusal(
      await world.admin.post(`/assets/${stock._id}/state`, {
        state: 'ASSIGNED',
        employeeId: leaver.id,
      }),
      'EXIT_RECOVERY_SIGNED',
    );
    // A new asset created as the leaver's.
    const created = await world.admin.post(
      '/assets',
      assetBody(world, { state: 'ASSIGNED', employeeId: leaver.id }),
    );
    expectRefusal(created, 'EXIT_RECOVERY_SIGNED');
    // Another leaver's IT head cannot transfer an item to this one either.
    const other = await newEmployee(world);
    const otherAsset = await heldAsset(world, other.id);
    const otherExit = await startExit(ew, other.id);
    const transfer = await ew.itHead.client.post(
      `/exits/${otherExit._id}/items/${otherExit.items[0]!._id}`,
      { outcome: 'transferred', successorId: leaver.id },
    );
    expect(expectErrorBody(transfer, 409)).toMatchObject({ code: 'EXIT_RECOVERY_SIGNED' });
    expect(await assetState(world, otherAsset._id)).toEqual({
      state: 'ASSIGNED',
      employee_id: other.id,
    });
    expect(await assetState(world, stock._id)).toEqual({
      state: 'IN_INVENTORY',
      employee_id: null,
    });
    expect((await readExit(exit)).items).toHaveLength(1);
    // Someone else still receives it.
    expect((await assign(stock._id, other.id)).statusCode).toBe(200);
  });
});

describe("the authority's signature", () => {
  it('refuses holdings that contradict the records (written before this rule), naming them', async () => {
    const { leaver, dock, exit } = await returnedAndSigned();
    for (const key of ['finance', 'hr'] as const)
      expect((await sign(exit, key)).statusCode).toBe(200);
    // As an older version let happen: the returned dock went back to the leaver.
    await world.env.database.db
      .updateTable('assets')
      .set({ state: 'ASSIGNED', employee_id: leaver.id, date_of_assign: '2026-01-05' })
      .where('id', '=', dock._id)
      .execute();
    const signing = () =>
      ew.authority.client.post(`/exits/${exit._id}/authority-sign`, {
        name: 'Meera Iyer',
        signature: SIGNATURE,
      });
    const refused = expectErrorBody(await signing(), 409) as { code?: string; error: string };
    expect(refused.code).toBe('EXIT_HOLDINGS_CHANGED');
    expect(refused.error).toContain(dock.tag!);
    expect((await readExit(exit)).hasCertificate).toBe(false);
    // Unassigned again, the records are true and the authority signs.
    await world.admin.post(`/assets/${dock._id}/unassign`, { date: '2026-01-06' });
    expect((await signing()).statusCode).toBe(200);
  });
});

describe('signatures at the same time', () => {
  it("write a department's signature once: one 200, one 409", async () => {
    const leaver = await newEmployee(world);
    const exit = await startExit(ew, leaver.id);
    const answers = await Promise.all([sign(exit, 'finance'), sign(exit, 'finance')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("write the authority's signature and certificate once: one 200, one 409", async () => {
    const leaver = await newEmployee(world);
    const exit = await startExit(ew, leaver.id);
    for (const key of ['it', 'finance', 'hr'] as const)
      expect((await sign(exit, key)).statusCode).toBe(200);
    const signing = (name: string) =>
      ew.authority.client.post(`/exits/${exit._id}/authority-sign`, { name, signature: SIGNATURE });
    const answers = await Promise.all([signing('First'), signing('Second')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().exit.authority.name;
    expect(
      ((await readExit(exit)) as ExitBody & { authority: { name: string } }).authority.name,
    ).toBe(winner);
  });

  it('either lists an asset given while IT signs, or refuses it: never both, never a 500', async () => {
    const leaver = await newEmployee(world);
    const exit = await startExit(ew, leaver.id);
    const stock = await createAsset(world);
    const [given, signed] = await Promise.all([assign(stock._id, leaver.id), sign(exit, 'it')]);
    const listed = (await readExit(exit)).items.map((i) => i.asset._id);
    if (signed.statusCode === 200) {
      expectRefusal(given, 'EXIT_RECOVERY_SIGNED');
      expect(listed).toEqual([]);
    } else {
      expect(given.statusCode).toBe(200);
      expect(signed.statusCode).toBe(409);
      expect(listed).toEqual([stock._id]);
    }
  });
});
