/** Field shapes every module's contract uses the same way. */
import { z } from './zod';

/** Optional free text: trimmed, at most `max` characters; empty, null or absent is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
