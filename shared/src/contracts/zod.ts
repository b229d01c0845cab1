/**
 * The `z` every contract file builds its schemas with: zod with the browser's setting applied
 * first (no JIT where there is a `document`; ../schemas/zod-setup.ts explains why).
 */
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
