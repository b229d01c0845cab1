/**
 * JSON schema of a successful get-assets answer, so Fastify serialises the hot list with
 * fast-json-stringify instead of parsing it with zod and JSON.stringify. Each asset's
 * schema is derived from the contract (`assetListItemSchema`), so the list sends exactly
 * the fields the contract names, typed as it types them.
 */
import { assetListItemSchema } from '@itam/shared/contracts/assets';
import { serialiserSchemaOf } from '../../platform/json-schema';

export const assetListItemJsonSchema = serialiserSchemaOf(assetListItemSchema);

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
