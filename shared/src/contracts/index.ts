export * from './permissions';
export * from './modules';
export * from './license';
export * from './asset-states';
export * from './constants';
export * from './api';
export * from './remote-module';
export * from './route-paths';
export * from './route-registry';
export * from './kit-version';
export * from './session';
export * from './assets-api';
export * from './marketing-api';
export * from './telemetry';
export * from './landing';
export * from './csp';
export * from './organisation-api';
export * from './incidents-api';
export * from './vendors-api';
export * from './audit-sessions-api';
export * from './agents-api';
export * from './shop-api';
export * from './date-time';
export * from './field-issues';
// The request and response types inferred from the kit's zod schemas, type-only (no zod
// at run time). Re-exported here, not by the contract files, so that the schemas may use
// the contracts' constants without a cycle.
export type * from '../schemas/api';
export type * from '../schemas/assets';
export type * from '../schemas/marketing';
export type * from '../schemas/organisation';
