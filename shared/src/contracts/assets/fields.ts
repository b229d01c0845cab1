/**
 * What the asset register's contracts share. Conventions: dates are 'YYYY-MM-DD' strings,
 * timestamps ISO strings, money numbers with at most two decimals; an optional text sent as
 * '' counts as "not set" (null). Errors: 400 `issues[].field` names the body field (e.g.
 * `serialNumber`); a state change the transition table refuses answers 409 with
 * `issues: [{ field: 'state' }]`.
 */
import { z } from '../zod';

const MAX_MONEY = 999_999_999_999.99;

/** Optional text: trimmed, '' becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** Optional reference to a row of the company ('' or null: none). */
export const optionalId = () =>
  z
    .union([z.literal(''), z.guid()])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** A calendar date 'YYYY-MM-DD' (a real date: 2023-02-30 is refused). */
export const isoDateSchema = z.iso.date();

export const optionalDate = () =>
  z
    .union([z.literal(''), isoDateSchema])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const money = () => z.number().finite().min(0).max(MAX_MONEY);

/** A user as the records name them: `{ _id, name }`. */
export const personRefSchema = z.object({ _id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** An employee as the records name them: `{ _id, id (their code), name }`. */
export const employeeRefSchema = z.object({ _id: z.string(), id: z.string(), name: z.string() });

/** A success answer: `{ type: 'success', ...shape }`. */
export const success = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ type: z.literal('success'), ...shape });
