/**
 * Routes declare their params, query, body and response schemas (zod, from the shared
 * contracts) in their options; this provider makes those schemas the route's validation,
 * its serialisation and its handler's types, so one schema says all three:
 *
 *   app.withTypeProvider<ZodTypeProvider>().put('/api/x/:id', {
 *     ...access(P.edit),
 *     schema: { params: idParams, body: xInput, response: { 200: xResponse } },
 *   }, async (request) => service.update(callerOf(request), request.params.id, request.body));
 *
 * Input is checked as `parseInput` checks it (a 400 naming each refused field). A response
 * is parsed with its schema after JSON (the schema describes the wire, so instants are ISO
 * text) and sent as parsed: a field the contract does not name is never sent, and a response
 * that breaks its contract is a server error (500, logged), never a silent surprise for the
 * browser. A JSON-schema response (the asset list's fast path) keeps fast-json-stringify.
 */
import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
} from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';
import { parseInput, type InputSource } from './input';
import { toWire } from './wire';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const SOURCES: Record<string, InputSource> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
};

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, url }) => {
  const source = SOURCES[httpPart ?? ''];
  if (!isZod(schema) || !source)
    throw new Error(`Route ${url}: its ${httpPart} schema must be a zod schema of the contracts`);
  return (data: unknown) => {
    try {
      return { value: parseInput(schema, data, source) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/** A response that broke its contract: the server's fault, answered 500 and logged. */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Response of ${route} breaks its contract: ${z.prettifyError(new z.ZodError(issues))}`);
  }
}

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!isZod(schema)) return fastJsonStringify(schema as Schema);
  return (data: unknown) => {
    const result = schema.safeParse(toWire(data));
    if (!result.success) throw new ResponseContractError(`${method} ${url}`, result.error.issues);
    return JSON.stringify(result.data);
  };
};

/** Installs the provider's compilers on the app (buildApp does, before any route). */
export function installZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
