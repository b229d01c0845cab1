/**
 * The `@itam/shared/schemas` entry: the kit's zod schemas under the names remotes and the
 * API have always imported them by. Each is declared once in the contracts tree
 * (`contracts/<module>/`, `contracts/wire.ts` for sign-in, session and errors,
 * `contracts/remote-manifest.ts`); this file only gathers them.
 */
export * from './wire';
export * from './assets';
export * from './marketing/old-names';
export * from './remote-manifest';
export * from './organisation';
export * from './agents/agent-wire';
