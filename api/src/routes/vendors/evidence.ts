/**
 * Evidence files of a file question. The vendor POSTs the raw bytes through its link with
 * their type as Content-Type and `?questionId=&fileName=`; they are checked (PNG, JPEG or
 * PDF, at most 5 MB, the bytes what the type says, 5 files per answer: 400 naming the
 * field otherwise) and stored beside the other uploads at <uploads>/<company>/<file id>,
 * as part of this round's answer to the question. The vendor removes one of this round's
 * files; the company reads them from the review. A member answering on the vendor's behalf
 * does the same through /api/vendor-form/:token/files (see responses.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import type { ImageStore } from '../../services/image-store';
import { VENDOR_PERMISSIONS as P } from '../../services/vendors/access';
// The company files' byte checks (PNG, JPEG, PDF, SVG) cover every evidence type.
import { fileLooksLike } from '../../modules/organisation/company-files.service';
import { acceptRawBodies } from '../raw-body';
import { badField, vendorAccess, vendorActorOf } from './helpers';
import { linkDoors, openLink, roundQuestions, type LinkDoor } from './responses';
import { evidenceParamsSchema, evidenceQuerySchema, reviewFileParamsSchema } from './schemas';

export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const EVIDENCE_PER_ANSWER = 5;
export const EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
type EvidenceType = (typeof EVIDENCE_TYPES)[number];

const isEvidenceType = (value: string): value is EvidenceType =>
  (EVIDENCE_TYPES as readonly string[]).includes(value);

export function registerEvidenceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  store: ImageStore,
): void {
  for (const door of linkDoors(ctx)) registerDoorFiles(app, ctx, store, door);
  registerReviewFiles(app, ctx, store);
}

function registerDoorFiles(
  app: FastifyInstance,
  ctx: AppContext,
  store: ImageStore,
  door: LinkDoor,
): void {
  const base = `${door.base}/files`;
  const companyOf = (request: FastifyRequest) => door.memberOf(request)?.companyId ?? null;

  // Raw bytes of any type reach the handler, which names what it takes; a body far over
  // the limit is cut off by the server (413) before it is read whole.
  app.register(async (scope) => {
    const limit = EVIDENCE_MAX_BYTES * 2;
    acceptRawBodies(scope, limit);
    scope.post(base, { ...door.forms, bodyLimit: limit }, async (request, reply) => {
      const query = parseInput(evidenceQuerySchema, request.query, 'query');
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      // The link first: a guessed token learns nothing about the file rules.
      const link = await openLink(ctx.db, request, false, companyOf(request));
      if (!isEvidenceType(type))
        throw badField(
          'content-type',
          `Attach ${EVIDENCE_TYPES.join(', ')}; not ${type || 'this type'}`,
        );
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0)
        throw badField('body', 'The file is empty');
      if (bytes.length > EVIDENCE_MAX_BYTES) throw badField('body', 'At most 5 MB');
      if (!fileLooksLike(type, bytes)) throw badField('body', `The file is not a valid ${type}`);
      const file = await ctx.db.transaction().execute(async (trx) => {
        const locked = await openLink(trx, request, true, companyOf(request));
        const { questions } = await roundQuestions(trx, locked);
        const question = questions.find((q) => q.id === query.questionId);
        if (!question || question.qtype !== 'file-question')
          throw badField('questionId', 'Not a file question of this round');
        const answer = await trx
          .insertInto('vendor_answers')
          .values({
            company_id: link.company_id,
            invitation_id: link.id,
            round: locked.round,
            question_id: question.id,
            answered_by: door.memberOf(request)?.userId ?? null,
          })
          .onConflict((oc) =>
            oc.columns(['invitation_id', 'round', 'question_id']).doUpdateSet({
              updated_at: (eb) => eb.ref('excluded.updated_at'),
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        const count = await trx
          .selectFrom('vendor_answer_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('company_id', '=', link.company_id)
          .where('answer_id', '=', answer.id)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= EVIDENCE_PER_ANSWER)
          throw badField('questionId', `At most ${EVIDENCE_PER_ANSWER} files per question`);
        const row = await trx
          .insertInto('vendor_answer_files')
          .values({
            company_id: link.company_id,
            answer_id: answer.id,
            file_name: query.fileName,
            content_type: type,
            size: bytes.length,
          })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        // The bytes take their place as the transaction's last step, and go if it fails.
        const staged = await store.stage(link.company_id, row.id, bytes);
        try {
          await staged.place();
        } catch (err) {
          await staged.discard();
          throw err;
        }
        return row;
      });
      reply.code(201);
      return {
        type: 'success' as const,
        file: {
          _id: file.id,
          questionId: query.questionId,
          fileName: query.fileName,
          contentType: type,
          size: bytes.length,
          createdAt: new Date(file.created_at).toISOString(),
        },
      };
    });
  });

  app.delete(`${base}/:fileId`, door.forms, async (request) => {
    const { fileId } = parseInput(evidenceParamsSchema, request.params, 'params');
    const companyId = await ctx.db.transaction().execute(async (trx) => {
      const link = await openLink(trx, request, true, companyOf(request));
      const removed = await trx
        .deleteFrom('vendor_answer_files as f')
        .using('vendor_answers as a')
        .whereRef('a.id', '=', 'f.answer_id')
        .whereRef('a.company_id', '=', 'f.company_id')
        .where('f.company_id', '=', link.company_id)
        .where('f.id', '=', fileId)
        .where('a.invitation_id', '=', link.id)
        .where('a.round', '=', link.round)
        .returning('f.id')
        .executeTakeFirst();
      if (!removed) throw notFound('File not found');
      return link.company_id;
    });
    await store.remove(companyId, [fileId]);
    return { type: 'success' as const };
  });
}

function registerReviewFiles(app: FastifyInstance, ctx: AppContext, store: ImageStore): void {
  app.get(
    '/api/vendors/:id/review/files/:fileId',
    vendorAccess(P.vendorView, P.review),
    async (request, reply) => {
      const { companyId } = vendorActorOf(request);
      const { id, fileId } = parseInput(reviewFileParamsSchema, request.params, 'params');
      const file = await ctx.db
        .selectFrom('vendor_answer_files as f')
        .innerJoin('vendor_answers as a', (join) =>
          join.onRef('a.id', '=', 'f.answer_id').onRef('a.company_id', '=', 'f.company_id'),
        )
        .innerJoin('vendor_invitations as i', (join) =>
          join.onRef('i.id', '=', 'a.invitation_id').onRef('i.company_id', '=', 'a.company_id'),
        )
        .select(['f.content_type', 'f.file_name'])
        .where('f.company_id', '=', companyId)
        .where('i.vendor_id', '=', id)
        .where('f.id', '=', fileId)
        .executeTakeFirst();
      if (!file) throw notFound('File not found');
      const stream = await store.open(companyId, fileId);
      if (!stream) throw notFound('File not found');
      return reply
        .type(file.content_type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
        )
        .send(stream);
    },
  );
}
