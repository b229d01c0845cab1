/**
 * Employee exits' and onboarding's wire (`@itam/shared/contracts/exits`): the zod schemas of
 * its requests and responses, their types, and its paths (relative to the API's `/api`). The
 * API validates with them; the exit sign-off remote imports the types and paths.
 */
export * from './common';
export * from './exits';
export * from './departments';
export * from './own-exit';
export * from './onboarding';
