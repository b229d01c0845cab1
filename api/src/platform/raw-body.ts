/**
 * Upload routes take a file's raw bytes whatever its Content-Type says, and name the types
 * they take themselves (a clear 400 or 415). The app's own parsers (JSON, plain text) are
 * dropped in the route's scope first: left there, a `text/plain` file reached the handler
 * as a string and a JSON-typed one as a parse error, never as bytes.
 */
import type { FastifyInstance } from 'fastify';

/** In this encapsulated scope only: every body arrives as a Buffer, up to `bodyLimit` bytes. */
export function acceptRawBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
}

/**
 * In this encapsulated scope only: every body arrives as the request's stream, unread, for
 * the handler to pipe where it goes (a file into the file store) and check on the way; the
 * handler enforces its own size limit.
 */
export function acceptStreamedBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}
