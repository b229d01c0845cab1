/**
 * The public site's wire (`@itam/shared/contracts/marketing`): leads, registration, the
 * plans and device catalogue, their zod schemas, types and paths. The API validates with
 * them; the marketing remote and the shell import the types (and paths, constants).
 */
export * from './constants';
export { workEmailSchema, deviceLineSchema, type DeviceLine } from './fields';
export * from './leads';
export * from './registration';
export * from './catalogue';
