/**
 * `@itam/shared/offline`: what the app's service workers keep and how they answer (the
 * shell's for the signed-in app, the scanner's for its offline pages). Tooling of the
 * workers' own builds, never federated.
 */
export * from './strategy';
export * from './worker-cache';
export type * from './worker-scope';
export * from './page';
