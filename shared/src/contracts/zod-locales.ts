/**
 * Stands in for zod's `locales` index in the browser builds (swapped in by the webpack
 * config). zod's namespace (`z`, which the kit's schemas import whole) re-exports every
 * language's error texts as `z.locales`, about 170 KB before compression, and webpack
 * cannot leave out a part of a namespace the code passes on. The product never shows
 * zod's own texts in another language: it sets English (zod's default, which
 * `z.config` installs from `locales/en.js` itself) and writes its messages in its own
 * strings. Only English is kept here.
 */
export { default as en } from 'zod/v4/locales/en.js';
