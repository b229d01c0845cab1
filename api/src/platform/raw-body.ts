/**
 * Upload routes take a file's raw bytes whatever its Content-Type says, and name the types
 * they take themselves (a clear 400 or 415). The app's own parsers (JSON, plain text) are
 * dropped in the route's scope first: left there, a `text/plain` file reached the handler
 * as a string and a JSON-typed one as a parse error, never as bytes. The bytes arrive as
 * the request's stream, never read whole into memory (issue 33).
 */
import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * In this encapsulated scope only: every body arrives as the request's stream, unread, for
 * the handler to pipe where it goes (a file into the file store) and check on the way; the
 * handler enforces its own size limit. With `bodyLimit`, a Content-Length past it is refused
 * here as Fastify refuses a buffered body (413, the connection closed), before anything is read.
 */
export function acceptStreamedBodies(scope: FastifyInstance, bodyLimit?: number): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (request, payload, done) => {
    const announced = Number(request.headers['content-length']);
    if (bodyLimit !== undefined && announced > bodyLimit)
      return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
    done(null, payload);
  });
}
