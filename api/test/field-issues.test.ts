/**
 * A 400 of a refused field (issue 31): an English sentence naming the field as its error,
 * and per issue the field, a stable code and the limit, never the validator's own text
 * ("Too small: expected string to have >=1 characters").
 */
import { z } from 'zod';
import { assetWorld, type AssetWorld } from './asset-fixtures';
import { expectErrorBody } from './helpers';
import { fieldIssueOf } from '../src/platform/field-issues';

let world: AssetWorld;
beforeAll(async () => {
  world = await assetWorld();
});
afterAll(() => world.env.close());

const company = { name: 'Demo Corp', timeZone: 'Asia/Kolkata', currency: 'INR' };

describe('a refused field', () => {
  it('answers an empty name with a sentence naming the field and the code required', async () => {
    const body = expectErrorBody(
      await world.admin.put('/company/profile', { ...company, name: '' }),
      400,
    );
    expect(body.error).toBe('Name is required');
    expect(body.issues).toEqual([{ field: 'name', code: 'required', message: 'Name is required' }]);
  });

  it('answers a name too long with the limit, and a wrong clock with the accepted values', async () => {
    const body = expectErrorBody(
      await world.admin.put('/company/profile', {
        ...company,
        name: 'x'.repeat(201),
        clock: '13h',
      }),
      400,
    );
    expect(body.error).toBe('Name must have at most 200 characters');
    expect(body.issues).toEqual([
      {
        field: 'name',
        code: 'too_big',
        origin: 'string',
        maximum: 200,
        message: 'Name must have at most 200 characters',
      },
      {
        field: 'clock',
        code: 'invalid_enum',
        values: ['24h', '12h'],
        message: 'Clock must be one of: 24h, 12h',
      },
    ]);
  });

  it("keeps a schema's own words after the field's name, and never zod's text", async () => {
    const body = expectErrorBody(
      await world.admin.put('/company/profile', { ...company, currency: 'RUPEES' }),
      400,
    );
    expect(body.issues).toEqual([
      { field: 'currency', code: 'invalid', message: 'Currency: Use a three-letter currency code' },
    ]);
    const missing = expectErrorBody(await world.admin.put('/company/profile', { name: 'X' }), 400);
    for (const issue of missing.issues ?? []) {
      expect(issue.message).not.toMatch(/Invalid input|expected|received|Too (small|big)/);
      expect(issue).toMatchObject({ code: 'required' });
    }
  });
});

describe('the sentences of each code', () => {
  const schema = z.object({
    email: z.email(),
    id: z.guid(),
    lines: z.array(z.object({ unitCost: z.number().min(0) })).min(2),
    count: z.number().int(),
    note: z.string().min(3),
  });
  const input = { email: 'nope', id: 'x', lines: [{ unitCost: -1 }], count: 'many', note: 'ab' };
  const issues = schema
    .safeParse(input)
    .error!.issues.map((issue) => fieldIssueOf(issue, 'body', input));

  it('names the field and its limit in words', () => {
    expect(issues.map((i) => [i.field, i.code, i.message])).toEqual([
      ['email', 'invalid_format', 'Email must be an email address'],
      ['id', 'invalid_format', 'Id must be an id'],
      ['lines.0.unitCost', 'too_small', 'Unit cost must be at least 0'],
      ['lines', 'too_small', 'Lines must have at least 2 items'],
      ['count', 'invalid_type', 'Count has a value of the wrong kind'],
      ['note', 'too_small', 'Note must have at least 3 characters'],
    ]);
  });
});
