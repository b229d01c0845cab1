/** Query-string pieces several schemas share (not exported from the schemas entry). */
import { z } from './zod';

/**
 * A comma list (or repeated parameter) of `item`s, at most `max` different ones; ''
 * means none (undefined). A bad item is named by its position (`states.1`).
 */
export function commaList<T extends z.ZodType<string, string>>(item: T, max: number) {
  return z
    .union([z.string().max(max * 40), z.array(z.string().max(40)).max(max * 2)])
    .optional()
    .transform((v) => {
      const list = (Array.isArray(v) ? v : (v ?? '').split(','))
        .map((s) => s.trim())
        .filter(Boolean);
      return list.length ? [...new Set(list)] : undefined;
    })
    .pipe(z.array(item).max(max).optional());
}
