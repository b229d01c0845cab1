/**
 * The asset register's wire contract (`@itam/shared/contracts/assets`), one file per
 * resource: the zod schemas of each route's params, query, body and response, their types,
 * the paths and the words. The API validates with them; the remotes import their types.
 */
export * from './states';
export * from './words';
export * from './paths';
export { isoDateSchema, personRefSchema, type PersonRef } from './fields';
export * from './detail';
export * from './assets';
export * from './lifecycle';
export * from './activity';
export * from './audits';
export * from './depreciation';
export * from './images';
export * from './comments';
export * from './dashboard';
