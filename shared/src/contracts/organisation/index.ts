/**
 * The organisation settings' wire (`@itam/shared/contracts/organisation`): the zod schemas
 * of its requests and responses, their types, its paths (ORG_API_PATHS, relative to the
 * API's `/api`) and constants. The API validates with them; the screens import the types.
 */
export * from './constants';
export { branchRefSchema, namedRefSchema, okResponse, orgIdParamsSchema } from './common';
export * from './profile';
export * from './files';
export * from './branches';
export * from './employees';
export * from './employee-import';
export * from './asset-types';
export * from './tags';
export * from './purchase-orders';
export * from './admin';
export * from './activity';
