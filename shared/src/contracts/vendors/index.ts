/**
 * The vendor register's wire contract (`@itam/shared/contracts/vendors`), one file per
 * resource: the zod schemas of each route's params, query, body and response, their types
 * and the paths. The API validates with them; the vendors remote imports their types.
 */
export * from './words';
export * from './vendors';
export * from './questionnaires';
export * from './invitations';
export * from './responses';
export * from './reviews';
export * from './evidence';
