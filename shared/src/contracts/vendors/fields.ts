/** The field rules the vendor register's input schemas share (not an entry of their own). */
import { z } from '../zod';

export const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);

export { optionalText } from '../text-fields';

/** An http or https address with a host. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An id of a questionnaire's section, question or choice. */
export const itemId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _');
