/**
 * The asset list answers through fast-json-stringify (its hot path) with a JSON schema
 * derived from the contract `assetListItemSchema`: every field the contract names is sent,
 * as the contract types it, and nothing else; a nullable object serialises by a null check,
 * never by trying each branch of an `anyOf`.
 */
import { z } from 'zod';
import type { AssetListItem } from '@itam/shared/contracts';
import { assetListItemSchema } from '@itam/shared/contracts/assets';
import { assetListItemJsonSchema } from '../src/modules/assets/list.schema';
import { serialiserSchemaOf } from '../src/platform/json-schema';
import { serializerCompiler } from '../src/platform/zod-provider';

const full: AssetListItem = {
  _id: 'a1',
  name: 'Laptop "14"',
  serialNumber: 'SN-1',
  tag: 'IT-0001',
  state: 'ASSIGNED',
  assetType: { _id: 't1', name: 'Laptop' },
  make: 'Dell',
  model: 'Latitude',
  dateOfPurchase: '2024-01-31',
  invoiceId: { _id: 'i1', invoiceId: 'INV-7' },
  createdAt: '2024-02-01T10:00:00.000Z',
  dateOfAssign: '2024-02-02',
  price: 1234.5,
  warrantyRemaining: '2027-01-31',
  imei: '490154203237518',
  vendor: 'Acme',
  officeId: { _id: 'o1', branchId: 'BR-1', name: 'Head office' },
  employee: { _id: 'e1', id: 'EMP-1', name: 'Asha' },
};

const empty: AssetListItem = {
  ...full,
  serialNumber: null,
  tag: null,
  assetType: null,
  make: null,
  model: null,
  dateOfPurchase: null,
  invoiceId: null,
  dateOfAssign: null,
  price: null,
  warrantyRemaining: null,
  imei: null,
  vendor: null,
  officeId: null,
  employee: null,
};

/** The serialiser Fastify builds for the schema (the provider hands a JSON schema to fast-json-stringify). */
const serialise = serializerCompiler({
  schema: assetListItemJsonSchema,
  method: 'GET',
  url: '/assets/get-assets',
  httpStatus: '200',
});

describe('the asset list JSON schema', () => {
  it('names every field of the contract, each required', () => {
    const keys = Object.keys(assetListItemSchema.shape).sort();
    expect(Object.keys(assetListItemJsonSchema.properties ?? {}).sort()).toEqual(keys);
    expect([...(assetListItemJsonSchema.required ?? [])].sort()).toEqual(keys);
  });

  it.each([
    ['every field set', full],
    ['every nullable field null', empty],
  ])('sends what the contract parses, with %s', (_, item) => {
    const sent = serialise({ ...item, secret: 'not in the contract' });
    expect(sent).toBe(JSON.stringify(assetListItemSchema.parse(item)));
    expect(assetListItemSchema.parse(JSON.parse(sent))).toEqual(item);
  });

  it('has no anyOf for fast-json-stringify to try branch by branch', () => {
    expect(JSON.stringify(assetListItemJsonSchema)).not.toContain('anyOf');
  });
});

describe('serialiserSchemaOf', () => {
  it('writes a nullable object or value as a type with null, and keeps a real anyOf', () => {
    const schema = z.object({
      ref: z.object({ _id: z.string() }).nullable(),
      n: z.number().int().nullable(),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]),
    });
    expect(serialiserSchemaOf(schema)).toEqual({
      type: 'object',
      properties: {
        ref: {
          type: ['object', 'null'],
          properties: { _id: { type: 'string' } },
          required: ['_id'],
          additionalProperties: false,
        },
        n: {
          type: ['integer', 'null'],
          minimum: Number.MIN_SAFE_INTEGER,
          maximum: Number.MAX_SAFE_INTEGER,
        },
        either: {
          anyOf: [
            {
              type: 'object',
              properties: { a: { type: 'string' } },
              required: ['a'],
              additionalProperties: false,
            },
            {
              type: 'object',
              properties: { b: { type: 'string' } },
              required: ['b'],
              additionalProperties: false,
            },
          ],
        },
      },
      required: ['ref', 'n', 'either'],
      additionalProperties: false,
    });
  });
});
