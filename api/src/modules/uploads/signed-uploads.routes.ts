/**
 * The PUT, POST (confirm) and GET of a kind's signed addresses (signed-uploads.service.ts,
 * direct-uploads.service.ts). The PUT takes
 * raw bytes of any type (the service names the one it takes) as a stream it checks on the
 * way into the file store, so its body parser lives in a scope of its own. No response schema: the PUT answers the kind's own
 * shape (its module declares it), the GET sends the file.
 */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { acceptStreamedBodies } from '../../platform/raw-body';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import type { FileStore } from '../../platform/file-store';
import type { UploadTokenService } from '../../services/upload-tokens';
import { bySignedAddress } from './access';
import * as direct from './direct-uploads.service';
import * as uploads from './signed-uploads.service';

/** `*`, not `:token`: a signed address is longer than a path parameter may be (100 characters). */
const signedAddressParams = z.object({ '*': z.string() });

export function registerSignedUploads<Answer>(
  app: FastifyInstance,
  ctx: AppContext,
  files: FileStore,
  tokens: UploadTokenService,
  kind: uploads.SignedUploadKind<Answer>,
): void {
  app.register(async (scope) => {
    acceptStreamedBodies(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const route = `${kind.path}*`;
    const options = { ...bySignedAddress(kind.maxBytes), schema: { params: signedAddressParams } };

    r.put(route, options, async (request) =>
      uploads.upload(ctx, files, tokens, kind, {
        token: request.params['*'],
        contentType: request.headers['content-type'],
        contentLength: request.headers['content-length'],
        body: request.body,
      }),
    );

    // The confirm step (direct-uploads.service.ts): the file the browser sent, checked and recorded.
    r.post(route, options, async (request) =>
      direct.confirm(ctx, files, tokens, kind, request.params['*']),
    );

    r.get(route, options, async (request, reply) => {
      const file = await uploads.read(ctx, files, tokens, kind, request.params['*']);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `${file.disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.stream);
    });
  });
}
