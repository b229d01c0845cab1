/**
 * Creating an asset from a review of the queue (issue 31): concurrent calls for one review
 * create one asset; the others answer what a later call answers (404: resolved), never 500,
 * and write nothing.
 */
import { sql } from 'kysely';
import { HttpError } from '../src/platform/http-errors';
import { mapUniqueViolation } from '../src/modules/assets/write.service';
import { enrolAgent, reportBody } from './agent-fixtures';
import { assetWorld, type AssetWorld } from './asset-fixtures';

let world: AssetWorld;
beforeAll(async () => {
  world = await assetWorld();
});
afterAll(() => world.env.close());

async function openReview(serial: string | null) {
  const agent = await enrolAgent(world);
  const sent = await agent.post('/reports', reportBody({ hardware: { serial } }));
  expect(sent.json()).toMatchObject({ review: true });
  const items = (await world.admin.get('/agent-reviews?limit=200')).json().items as {
    _id: string;
    computer: { _id: string; hostname: string };
  }[];
  return items.find((r) => r.computer._id === agent.computerId)!;
}

describe('creating an asset from a review', () => {
  it.each([
    ['without a usable serial', null],
    ['with a serial', 'RACE-SERIAL-1'],
  ])('creates one asset for three concurrent calls %s', async (_, serial) => {
    const review = await openReview(serial);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        world.admin.post(`/agent-reviews/${review._id}/create-asset`, {
          assetTypeId: world.demo.typeId,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404, 404]);
    const created = answers.find((a) => a.statusCode === 201)!.json();
    const assets = await world.env.database.db
      .selectFrom('assets')
      .select(['id'])
      .where('company_id', '=', world.demo.companyId)
      .where('name', '=', review.computer.hostname)
      .execute();
    expect(assets.map((a) => a.id)).toEqual([created.assetId]);
    const logged = await world.env.database.db
      .selectFrom('activity_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('entity_type', '=', 'asset')
      .where('action', '=', 'create')
      .where(
        'entity_id',
        'in',
        assets.map((a) => a.id),
      )
      .executeTakeFirstOrThrow();
    expect(logged.n).toBe(1);
  });
});

describe('a unique violation while resolving a review', () => {
  const violation = (constraint: string) =>
    Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), {
      code: '23505',
      constraint,
    });
  const conflict = () => new HttpError(409, 'Resolved meanwhile');

  it('is 400 serialNumber for a serial taken meanwhile, the caller’s 409 otherwise', () => {
    expect(() => mapUniqueViolation(violation('assets_company_serial_key'), conflict)).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
    expect(() =>
      mapUniqueViolation(violation('agent_reviews_open_computer_idx'), conflict),
    ).toThrow(expect.objectContaining({ statusCode: 409 }));
    const other = new Error('connection lost');
    expect(() => mapUniqueViolation(other, conflict)).toThrow(other);
  });
});
