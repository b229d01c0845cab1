/**
 * The routes the shell serves itself (the login page). The remotes' routes come from
 * their entries of the runtime `remotes.json` (see shared/src/contracts/route-registry.ts).
 */
import { BOTH_PUBLIC, publicRoute, type RouteEntry } from '@itam/shared/contracts';

export const SHELL_ROUTES: readonly RouteEntry[] = [publicRoute('shell', 'login', BOTH_PUBLIC)];

export default SHELL_ROUTES;
