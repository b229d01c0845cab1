/**
 * zod in a browser runs without its JIT. Building an object schema probes whether
 * `new Function` is allowed, and the page's Content-Security-Policy (no 'unsafe-eval')
 * refuses it: caught by zod, but reported as a policy violation on every page that loads
 * a form. A browser form validates a handful of fields, so the JIT gains nothing there;
 * the API (no `document`) keeps it.
 */
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });
