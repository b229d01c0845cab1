/**
 * What the organisation's contracts share: optional text sent as '' is null, dates
 * 'YYYY-MM-DD', a page of a list, the :id parameter, and the references its records carry.
 */
import { z } from '../zod';

export { optionalText } from '../text-fields';

export const optionalId = () =>
  z
    .union([z.literal(''), z.guid()])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const optionalDate = () =>
  z
    .union([z.literal(''), z.iso.date()])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const phone = () =>
  z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{6,20}$/, 'Use digits, spaces, brackets and dashes (6 to 20)'),
    ])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const email = () => z.string().trim().toLowerCase().email().max(254);

/** A page of a list: `pageNumber` from 0, `limit` up to 100. */
export const paging = {
  pageNumber: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};

export const orgIdParamsSchema = z.object({ id: z.guid() });

/** A success with nothing more to say. */
export const okResponse = z.object({ type: z.literal('success') });

/** A branch as other records name it. */
export const branchRefSchema = z.object({
  _id: z.string(),
  branchId: z.string(),
  name: z.string(),
});

/** A record named by its id and name (a department, an asset type, a role's user). */
export const namedRefSchema = z.object({ _id: z.string(), name: z.string() });
