/**
 * zod for the module contracts (`contracts/<module>/`). In a browser zod runs without its
 * JIT: building an object schema probes whether `new Function` is allowed, and the page's
 * Content-Security-Policy (no 'unsafe-eval') refuses it, reported as a policy violation.
 * The API (no `document`) keeps the JIT. Contract files import `z` from here, never from
 * 'zod', so the setting is made before their first schema.
 */
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
