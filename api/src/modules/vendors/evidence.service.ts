/**
 * Evidence files of a file question. The vendor sends the raw bytes through its link with
 * their type as Content-Type and `?questionId=&fileName=`; they are checked (PNG, JPEG or
 * PDF, at most 5 MB, the bytes what the type says, 5 files per answer: 400 naming the
 * field otherwise) while they stream into the file store at <company>/<file id>, never held whole,
 * as part of this round's answer to the question. The vendor removes one of this round's
 * files; the company reads them from the review. A member answering on the vendor's behalf
 * does the same through its door.
 */
import crypto from 'node:crypto';
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_PER_ANSWER,
  EVIDENCE_TYPES,
  type EvidenceType,
  type UploadedEvidenceResponse,
} from '@itam/shared/contracts/vendors';
import { badField, notFound } from '../../platform/http-errors';
import { discardOnFailure, type FileStore } from '../../platform/file-store';
import { stageUpload, type UploadRules } from '../../platform/streamed-upload';
// The company files' byte checks (PNG, JPEG, PDF, SVG) cover every evidence type.
import { fileLooksLike } from '../organisation/company-files.service';
import type { Ctx } from './activity.queries';
import { answerFor, deleteRoundFile, fileCount, insertFile, reviewFile } from './evidence.queries';
import { openLink, roundQuestions, type LinkCaller } from './responses.service';

const isEvidenceType = (value: string): value is EvidenceType =>
  (EVIDENCE_TYPES as readonly string[]).includes(value);

/** What the upload route's parser refuses unread (a Content-Length past it: 413). */
export const EVIDENCE_BODY_LIMIT = EVIDENCE_MAX_BYTES * 2;

export interface Upload {
  questionId: string;
  fileName: string;
  /** The request's Content-Type, without its parameters, lower-case. */
  type: string;
  contentLength: string | undefined;
  /** The request's body: its stream, read once, into the file store. */
  body: unknown;
}

/** The upload's type, refused (400 naming the field) unless it is evidence's. */
function evidenceType(upload: Upload): EvidenceType {
  const { type } = upload;
  if (!isEvidenceType(type))
    throw badField(
      'content-type',
      `Attach ${EVIDENCE_TYPES.join(', ')}; not ${type || 'this type'}`,
    );
  return type;
}

/** The checks of the bytes as they stream in, and their refusals (400 naming the body). */
const evidenceRules = (type: EvidenceType): UploadRules => ({
  contentType: type,
  maxBytes: EVIDENCE_MAX_BYTES,
  bodyLimit: EVIDENCE_BODY_LIMIT,
  accepts: (head) => fileLooksLike(type, head),
  refusal: (reason) =>
    badField(
      'body',
      reason === 'empty'
        ? 'The file is empty'
        : reason === 'over'
          ? 'At most 5 MB'
          : `The file is not a valid ${type}`,
    ),
});

export async function uploadEvidence(
  { db }: Ctx,
  store: FileStore,
  caller: LinkCaller,
  upload: Upload,
): Promise<UploadedEvidenceResponse['file']> {
  // The link first: a guessed token learns nothing about the file rules.
  const link = await openLink(db, caller);
  const type = evidenceType(upload);
  const companyId = link.company_id;
  // The bytes stream into the store, checked on the way; they take their place as the last
  // step of the record's transaction, and go if anything refuses the file.
  const fileId = crypto.randomUUID();
  const target = { companyId, fileId };
  const { staged, size } = await stageUpload(store, target, upload, evidenceRules(type));
  const write = () =>
    db.transaction().execute(async (trx) => {
      const locked = await openLink(trx, caller, true);
      const { questions } = await roundQuestions(trx, locked);
      const question = questions.find((q) => q.id === upload.questionId);
      if (!question || question.qtype !== 'file-question')
        throw badField('questionId', 'Not a file question of this round');
      const key = { company_id: companyId, id: link.id, round: locked.round };
      const answerId = await answerFor(trx, key, question.id, caller.member?.userId ?? null);
      if ((await fileCount(trx, companyId, answerId)) >= EVIDENCE_PER_ANSWER)
        throw badField('questionId', `At most ${EVIDENCE_PER_ANSWER} files per question`);
      const { fileName } = upload;
      const row = await insertFile(trx, { id: fileId, companyId, answerId, fileName, type, size });
      await staged.place();
      return row;
    });
  const file = await discardOnFailure(staged, write);
  return {
    _id: file.id,
    questionId: upload.questionId,
    fileName: upload.fileName,
    contentType: type,
    size,
    createdAt: new Date(file.created_at).toISOString(),
  };
}

export async function deleteEvidence(
  { db }: Ctx,
  store: FileStore,
  caller: LinkCaller,
  fileId: string,
): Promise<void> {
  const companyId = await db.transaction().execute(async (trx) => {
    const link = await openLink(trx, caller, true);
    if (!(await deleteRoundFile(trx, link, fileId))) throw notFound('File not found');
    return link.company_id;
  });
  await store.remove(companyId, [fileId]);
}

/** A file of the vendor's answers with its stream (404 when there is none). */
export async function openReviewFile(
  { db }: Ctx,
  store: FileStore,
  companyId: string,
  target: { id: string; fileId: string },
) {
  const file = await reviewFile(db, companyId, target.id, target.fileId);
  if (!file) throw notFound('File not found');
  const stream = await store.open(companyId, target.fileId);
  if (!stream) throw notFound('File not found');
  return { contentType: file.content_type, fileName: file.file_name, stream };
}
