/**
 * Health and runtime configuration: no company module, no session. Both answer anyone (a
 * load balancer's probe, the browser before sign-in), so every route is `publicAccess()`.
 */
import { publicAccess } from '../../auth/guard';

export const access = () => ({ config: { access: publicAccess() } });
