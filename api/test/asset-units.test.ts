/** Pure parts of the asset register: the transition table, depreciation math, image addresses, activity diffs. */
import fc from 'fast-check';
import {
  ASSET_ASSIGNABLE_FROM,
  ASSET_DISPOSE_FROM,
  ASSET_STATES,
  ASSET_TRANSITIONS,
  canTransition,
  type AssetState,
} from '@itam/shared/contracts';
import { assetCreateSchema, assetInputSchema } from '@itam/shared/schemas';
import { diffFields } from '../src/services/activity';
import {
  addYears,
  depreciationSchedule,
  type DepreciationInput,
} from '../src/modules/assets/depreciation';
import { LocalFileStore, looksLike } from '../src/platform/file-store';
import { createUploadTokenService } from '../src/services/upload-tokens';

describe('transition table', () => {
  it('covers every state and agrees with canTransition for every pair', () => {
    expect(Object.keys(ASSET_TRANSITIONS).sort()).toEqual([...ASSET_STATES].sort());
    for (const from of ASSET_STATES) {
      for (const to of ASSET_STATES)
        expect(canTransition(from, to)).toBe(ASSET_TRANSITIONS[from].includes(to));
    }
  });

  it('makes DISPOSED final and reachable only through dispose', () => {
    expect(ASSET_TRANSITIONS.DISPOSED).toEqual([]);
    for (const from of ASSET_STATES) expect(canTransition(from, 'DISPOSED')).toBe(false);
    expect(ASSET_DISPOSE_FROM).toBe('PENDING_DISPOSAL');
  });

  it('never moves to the same state', () => {
    for (const from of ASSET_STATES) expect(canTransition(from, from)).toBe(false);
  });

  it('lets a lost asset be found again and an assigned one come back to stock', () => {
    expect(canTransition('LOST', 'IN_INVENTORY')).toBe(true);
    expect(canTransition('LOST', 'ASSIGNED')).toBe(false);
    expect(canTransition('ASSIGNED', 'IN_INVENTORY')).toBe(true);
    expect(canTransition('DEAD', 'IN_INVENTORY')).toBe(false);
  });

  it('lets every live state reach disposal', () => {
    const reach = (from: AssetState): Set<AssetState> => {
      const seen = new Set<AssetState>([from]);
      const queue = [from];
      while (queue.length) {
        for (const next of ASSET_TRANSITIONS[queue.shift()!]) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      return seen;
    };
    for (const from of ASSET_STATES.filter((s) => s !== 'DISPOSED'))
      expect(reach(from).has('PENDING_DISPOSAL')).toBe(true);
  });

  it('assigns from the states that may become ASSIGNED, and hands over from ASSIGNED', () => {
    expect([...ASSET_ASSIGNABLE_FROM].sort()).toEqual([
      'ASSIGNED',
      'IN_INVENTORY',
      'IN_REPAIR',
      'IN_USE',
    ]);
  });
});

describe('asset body schema', () => {
  const typeId = '0b6f3f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
  const fieldsOf = (body: unknown) =>
    (assetCreateSchema.safeParse(body).error?.issues ?? []).map((i) => i.path.join('.'));

  it('fills defaults and turns empty text into null', () => {
    const parsed = assetCreateSchema.parse({
      name: ' Laptop ',
      assetTypeId: typeId,
      serialNumber: '',
      imei: '',
    });
    expect(parsed).toMatchObject({
      name: 'Laptop',
      serialNumber: null,
      imei: null,
      state: 'IN_INVENTORY',
      price: null,
    });
    // An edit without a state keeps the asset's state.
    expect(assetInputSchema.parse({ name: 'Laptop', assetTypeId: typeId }).state).toBeUndefined();
  });

  it.each([
    [{ name: '', assetTypeId: typeId }, 'name'],
    [{ name: 'x', assetTypeId: 'nope' }, 'assetTypeId'],
    [{ name: 'x', assetTypeId: typeId, imei: '12345' }, 'imei'],
    [{ name: 'x', assetTypeId: typeId, price: -1 }, 'price'],
    [{ name: 'x', assetTypeId: typeId, dateOfPurchase: '2024-02-30' }, 'dateOfPurchase'],
    [
      {
        name: 'x',
        assetTypeId: typeId,
        dateOfPurchase: '2024-03-01',
        warrantyEndDate: '2024-02-01',
      },
      'warrantyEndDate',
    ],
    [{ name: 'x', assetTypeId: typeId, state: 'ASSIGNED' }, 'employeeId'],
    [{ name: 'x', assetTypeId: typeId, employeeId: typeId }, 'employeeId'],
    [{ name: 'x', assetTypeId: typeId, price: 10, salvageValue: 11 }, 'salvageValue'],
    [{ name: 'x', assetTypeId: typeId, usefulLifeYears: 0 }, 'usefulLifeYears'],
  ])('names the field of %j', (body, field) => {
    expect(fieldsOf(body)).toContain(field);
  });

  it('refuses a new asset that starts disposed', () => {
    expect(
      assetInputSchema.safeParse({ name: 'x', assetTypeId: typeId, state: 'DISPOSED' }).success,
    ).toBe(true);
    expect(
      assetCreateSchema.safeParse({ name: 'x', assetTypeId: typeId, state: 'DISPOSED' }).error
        ?.issues[0]?.path,
    ).toEqual(['state']);
  });
});

describe('depreciation', () => {
  const base: DepreciationInput = {
    method: 'straight-line',
    cost: 1000,
    salvageValue: 100,
    usefulLifeYears: 3,
    startDate: '2024-01-01',
    today: '2024-07-01',
  };

  it('straight-line: equal years down to salvage, pro rata by day to date', () => {
    const s = depreciationSchedule(base);
    expect(
      s.rows.map((r) => [r.year, r.periodStart, r.periodEnd, r.opening, r.depreciation, r.closing]),
    ).toEqual([
      [1, '2024-01-01', '2024-12-31', 1000, 300, 700],
      [2, '2025-01-01', '2025-12-31', 700, 300, 400],
      [3, '2026-01-01', '2026-12-31', 400, 300, 100],
    ]);
    // 182 of 366 days of 2024 gone: 300 * 182 / 366 = 149.18.
    expect(s.toDate).toEqual({ asOf: '2024-07-01', value: 850.82, accumulated: 149.18 });
    expect(s.endOfLife).toEqual({ date: '2026-12-31', value: 100 });
  });

  it('straight-line puts the rounding remainder in the last year', () => {
    const s = depreciationSchedule({ ...base, cost: 1000, salvageValue: 0, usefulLifeYears: 3 });
    expect(s.rows.map((r) => r.depreciation)).toEqual([333.33, 333.33, 333.34]);
  });

  it('declining-balance: double rate on the book value, then straight-line, ending at salvage', () => {
    const withSalvage = depreciationSchedule({
      ...base,
      method: 'declining-balance',
      cost: 10000,
      salvageValue: 1000,
      usefulLifeYears: 5,
    });
    expect(withSalvage.rows.map((r) => r.depreciation)).toEqual([4000, 2400, 1440, 864, 296]);
    const noSalvage = depreciationSchedule({
      ...base,
      method: 'declining-balance',
      cost: 10000,
      salvageValue: 0,
      usefulLifeYears: 5,
    });
    // Year 4 switches to straight-line (1080 > 864).
    expect(noSalvage.rows.map((r) => r.depreciation)).toEqual([4000, 2400, 1440, 1080, 1080]);
    expect(noSalvage.rows.at(-1)!.closing).toBe(0);
  });

  it('is worth its cost before the start and its salvage after the end', () => {
    expect(depreciationSchedule({ ...base, today: '2023-12-31' }).toDate).toMatchObject({
      value: 1000,
      accumulated: 0,
    });
    expect(depreciationSchedule({ ...base, today: '2027-01-01' }).toDate).toMatchObject({
      value: 100,
      accumulated: 900,
    });
    expect(depreciationSchedule({ ...base, today: '2026-12-31' }).toDate.value).toBeGreaterThan(
      100,
    );
  });

  it('counts years from 29 February as 28 February in common years', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    const s = depreciationSchedule({ ...base, startDate: '2024-02-29', usefulLifeYears: 2 });
    expect(s.rows.map((r) => [r.periodStart, r.periodEnd])).toEqual([
      ['2024-02-29', '2025-02-27'],
      ['2025-02-28', '2026-02-27'],
    ]);
  });

  it('always adds up exactly, chains rows and never rises (property)', () => {
    const day = fc
      .integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 0, 1) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    const input = fc.record({
      method: fc.constantFrom('straight-line' as const, 'declining-balance' as const),
      costCents: fc.integer({ min: 0, max: 10_000_000_00 }),
      salvageShare: fc.double({ min: 0, max: 1, noNaN: true }),
      usefulLifeYears: fc.integer({ min: 1, max: 50 }),
      startDate: day,
      today: day,
      later: day,
    });
    fc.assert(
      fc.property(input, (v) => {
        const cost = v.costCents / 100;
        const salvageValue = Math.floor(v.costCents * v.salvageShare) / 100;
        const s = depreciationSchedule({
          method: v.method,
          cost,
          salvageValue,
          usefulLifeYears: v.usefulLifeYears,
          startDate: v.startDate,
          today: v.today,
        });
        const cents = (x: number) => Math.round(x * 100);
        expect(s.rows).toHaveLength(v.usefulLifeYears);
        expect(s.rows.reduce((sum, r) => sum + cents(r.depreciation), 0)).toBe(
          v.costCents - cents(salvageValue),
        );
        s.rows.forEach((r, i) => {
          expect(r.depreciation).toBeGreaterThanOrEqual(0);
          expect(cents(r.opening) - cents(r.depreciation)).toBe(cents(r.closing));
          if (i > 0) expect(r.opening).toBe(s.rows[i - 1]!.closing);
        });
        expect(s.rows.at(-1)!.closing).toBe(salvageValue);
        expect(s.toDate.value).toBeLessThanOrEqual(cost);
        expect(s.toDate.value).toBeGreaterThanOrEqual(salvageValue);
        expect(cents(s.toDate.value) + cents(s.toDate.accumulated)).toBe(v.costCents);
        const [early, late] = [v.today, v.later].sort();
        const at = (today: string) =>
          depreciationSchedule({
            method: v.method,
            cost,
            salvageValue,
            usefulLifeYears: v.usefulLifeYears,
            startDate: v.startDate,
            today,
          }).toDate.value;
        expect(at(late!)).toBeLessThanOrEqual(at(early!));
      }),
      { numRuns: 300 },
    );
  });
});

describe('image addresses', () => {
  const tokens = createUploadTokenService('test-secret-that-is-long-enough-for-hs256-0123456789');
  const companyId = '11111111-1111-4111-8111-111111111111';
  const imageId = '22222222-2222-4222-8222-222222222222';
  const sessionId = '33333333-3333-4333-8333-333333333333';
  const now = 1_800_000_000;
  const put = {
    kind: 'put' as const,
    companyId,
    imageId,
    contentType: 'image/png',
    size: 10,
    exp: now + 60,
  };

  it('verifies what it signed, for its kind and until it expires', () => {
    const token = tokens.sign(put);
    expect(tokens.verify(token, 'put', now)).toEqual(put);
    expect(tokens.verify(token, 'get', now)).toBeNull();
    expect(tokens.verify(token, 'put', now + 60)).toBeNull();
    const read = tokens.sign({ kind: 'get', companyId, imageId, sessionId, exp: now + 60 });
    expect(tokens.verify(read, 'get', now)).toMatchObject({ sessionId });
    expect(tokens.verify(read, 'put', now)).toBeNull();
  });

  it('refuses forged, altered and foreign addresses', () => {
    const token = tokens.sign(put);
    const [payload, signature] = token.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ ...put, size: 5_000_000 })).toString('base64url');
    expect(tokens.verify(`${altered}.${signature}`, 'put', now)).toBeNull();
    expect(
      tokens.verify(
        `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        'put',
        now,
      ),
    ).toBeNull();
    expect(
      createUploadTokenService('another-secret-that-is-long-enough-0123456789').verify(
        token,
        'put',
        now,
      ),
    ).toBeNull();
    for (const junk of [
      '',
      'x',
      '..',
      `${payload}.`,
      `.${signature}`,
      `${payload}.${signature}.x`,
      '../../etc/passwd',
    ]) {
      expect(tokens.verify(junk, 'put', now)).toBeNull();
    }
  });
});

describe('image store', () => {
  it('keeps files inside its root, named by uuids only', () => {
    const store = new LocalFileStore('/tmp/itam-uploads');
    const id = '22222222-2222-4222-8222-222222222222';
    expect(store.pathOf(id, id)).toBe(`/tmp/itam-uploads/${id}/${id}`);
    expect(() => store.pathOf('..', id)).toThrow();
    expect(() => store.pathOf(id, `../${id}`)).toThrow();
  });

  it('recognises the image types by their first bytes', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const webp = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1');
    expect([
      looksLike('image/png', png),
      looksLike('image/jpeg', jpeg),
      looksLike('image/webp', webp),
    ]).toEqual([true, true, true]);
    expect([
      looksLike('image/png', jpeg),
      looksLike('image/jpeg', png),
      looksLike('image/webp', Buffer.from('<svg/>')),
    ]).toEqual([false, false, false]);
  });
});

describe('activity diffs', () => {
  it('keeps only the changed fields, and nothing when nothing changed', () => {
    expect(diffFields({ a: 1, b: { x: 1 }, c: null }, { a: 1, b: { x: 2 }, c: null })).toEqual({
      before: { b: { x: 1 } },
      after: { b: { x: 2 } },
    });
    expect(diffFields({ a: 1 }, { a: 1 })).toBeNull();
  });
});
