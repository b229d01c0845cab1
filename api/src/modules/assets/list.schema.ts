/**
 * JSON schema of a successful get-assets answer (AssetListItem of the
 * contracts), so Fastify serialises the hot list with fast-json-stringify
 * instead of JSON.stringify. The contract tests pin the exact keys.
 */
const nullable = (type: string) => ({ type: [type, 'null'] });

const ref = (properties: Record<string, { type: string }>) => ({
  type: ['object', 'null'],
  properties: { _id: { type: 'string' }, ...properties },
  required: ['_id', ...Object.keys(properties)],
});

export const assetListItemJsonSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    serialNumber: nullable('string'),
    tag: nullable('string'),
    state: { type: 'string' },
    assetType: ref({ name: { type: 'string' } }),
    make: nullable('string'),
    model: nullable('string'),
    dateOfPurchase: nullable('string'),
    invoiceId: ref({ invoiceId: { type: 'string' } }),
    createdAt: { type: 'string' },
    dateOfAssign: nullable('string'),
    price: nullable('number'),
    warrantyRemaining: nullable('string'),
    imei: nullable('string'),
    vendor: nullable('string'),
    officeId: ref({ branchId: { type: 'string' }, name: { type: 'string' } }),
    employee: ref({ id: { type: 'string' }, name: { type: 'string' } }),
  },
} as const;

export const getAssetsResponseJsonSchema = {
  200: {
    type: 'object',
    properties: {
      type: { type: 'string' },
      assets: { type: 'array', items: assetListItemJsonSchema },
      totalAssetsCount: { type: 'integer' },
      limit: { type: 'integer' },
      pageNumber: { type: 'integer' },
    },
  },
} as const;
