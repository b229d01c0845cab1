/**
 * The organisation settings' plain constants and paths (zod-free values) and, type-only, its
 * wire types: `@itam/shared/contracts` re-exports them for the screens that import them from
 * there. The schemas live in `./organisation/` (`@itam/shared/contracts/organisation`).
 */
export * from './organisation/constants';
export type * from './organisation';
