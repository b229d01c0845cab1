/**
 * A zod contract as the JSON schema fast-json-stringify serialises fastest, for the rare
 * hot route that answers through a JSON schema instead of the zod provider (the asset
 * list): the contract stays the one description of the wire, and the serialiser never
 * drifts from it.
 *
 * zod writes a nullable object as `anyOf: [object, { type: 'null' }]`, which
 * fast-json-stringify can only serialise by validating every value against each branch;
 * here it becomes `type: ['object', 'null']`, which it serialises by a null check.
 */
import { z } from 'zod';

type Json = { [key: string]: unknown };

/** A JSON schema as fast-json-stringify reads it. */
export interface SerialiserSchema extends Json {
  properties?: Record<string, unknown>;
  required?: string[];
}

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `anyOf: [X, { type: 'null' }]` (either order) as X with `null` among its types. */
function nullableAsTypeArray(node: Json): Json {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const isNull = (b: unknown) => isJson(b) && b.type === 'null' && Object.keys(b).length === 1;
  const other = branches.find((b) => !isNull(b));
  if (!branches.some(isNull) || !isJson(other) || typeof other.type !== 'string') return node;
  const { anyOf: _anyOf, ...rest } = node;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

function simplify(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(simplify);
  if (!isJson(value)) return value;
  const node = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, simplify(v)]));
  return nullableAsTypeArray(node);
}

/** The JSON schema of what `schema` parses to (its output), ready for fast-json-stringify. */
export function serialiserSchemaOf(schema: z.ZodType): SerialiserSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
  });
  return simplify(json) as SerialiserSchema;
}
