/**
 * Field schemas for list state held in the URL query, on zod's tree-shaken build
 * (`zod/mini`: a few KB, where the API's full schemas weigh ~27 KB). Each parses the
 * parameter's text; a value that does not parse is ignored by `useUrlListState`,
 * which uses the field's default instead.
 */
import * as z from 'zod/mini';

/**
 * The text of a parameter as typed (a search box writes each key, spaces included; the
 * list trims it when it asks the server), at most `max` characters.
 */
const text = (max = 200) => z.string().check(z.maxLength(max));

/** A whole number from `min` to `max`. */
const int = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^-?\d+$/)),
    z.pipe(
      z.transform((v: string) => Number(v)),
      z.int().check(z.minimum(min), z.maximum(max)),
    ),
  );

/** One of `values`. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

/** One of `values` (numbers, e.g. page sizes). */
const oneOfNumbers = <const T extends readonly number[]>(values: T) =>
  z.pipe(
    z.string().check(z.regex(/^\d+$/)),
    z.pipe(
      z.transform((v: string) => Number(v)),
      z.number().check(z.refine((v) => values.includes(v), 'Not one of the offered values')),
    ),
  ) as unknown as z.ZodMiniType<T[number], string>;

/** A uuid (a row of the company: type, branch, user...). */
const id = () => z.guid();

/** A uuid, or `unset` (e.g. 'none': rows without one). */
const idOr = <const U extends string>(unset: U) => z.union([z.guid(), z.literal(unset)]);

/** A calendar day 'YYYY-MM-DD' (a real one: 2024-02-30 is refused). */
const date = () => z.iso.date();

/** A comma list of `item`s (each parsed; one bad item refuses the list), at most `max`. */
const list = <T extends z.ZodMiniType<string, string>>(item: T, max = 100) =>
  z.pipe(
    z.string(),
    z.pipe(
      z.transform((v: string) => [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ]),
      z.array(item).check(z.maxLength(max)),
    ),
  );

/** The field schemas of a list's URL state (see useUrlListState). */
export const urlField = { text, int, oneOf, oneOfNumbers, id, idOr, date, list };

/** A list's URL state: its fields by parameter name. */
export const urlListSchema = <const S extends Record<string, z.ZodMiniType<unknown, string>>>(
  shape: S,
) => z.object(shape);
