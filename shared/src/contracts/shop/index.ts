/**
 * The IT shop's wire (`@itam/shared/contracts/shop`): the zod schemas of its requests and
 * responses, their types, and its paths (relative to the API's `/api`). The API validates
 * with them; the shop remote imports the types and paths.
 */
export * from './common';
export * from './errors';
export * from './catalogue';
export * from './settings';
export * from './cart';
export * from './orders';
export * from './fulfilment';
